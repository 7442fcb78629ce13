import { describe, expect, it } from 'vitest';
import { opaqueColour, vendorCssContrastProblems } from './vendor-css-contrast';
import { vendorCssVerdict } from './vendor-css-verdict';

describe('vendor CSS contrast', () => {
  it('reads the colours a store owner types', () => {
    expect(opaqueColour('Red')).toBe('#ff0000');
    expect(opaqueColour('#f00')).toBe('#ff0000');
    expect(opaqueColour('rgb(255, 0, 0)')).toBe('#ff0000');
    expect(opaqueColour('rgba(0,0,0,0.5)')).toBeNull();
    expect(opaqueColour('var(--vendor-primary)')).toBeNull();
  });

  it('finds headings coloured like the band they sit on', () => {
    const css = '.hero { background: #c00000 }\n.hero h1 { color: red }\n.hero p { color: #fff }';
    const problems = vendorCssContrastProblems(css);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.line).toBe(2);
    expect(problems[0]?.reason).toContain('.hero h1');
  });

  it('measures text against its own background, else the page white', () => {
    expect(vendorCssContrastProblems('.tag { color: yellow; background: white }')).toHaveLength(1);
    expect(vendorCssContrastProblems('.note { color: #eeeeee }')).toHaveLength(1);
    expect(vendorCssContrastProblems('.note { color: #222 }')).toEqual([]);
    expect(vendorCssContrastProblems('body { background: black } p { color: navy }')).toHaveLength(
      1,
    );
  });

  it('lets a heading pass at 3:1 where body text needs 4.5:1', () => {
    // #777777 on white is about 4.48:1.
    expect(vendorCssContrastProblems('h2 { color: #777777 }')).toEqual([]);
    expect(vendorCssContrastProblems('p { color: #777777 }')).toHaveLength(1);
  });

  it('does not judge colours it cannot resolve', () => {
    expect(vendorCssContrastProblems('.a { color: var(--x); background: red }')).toEqual([]);
    expect(
      vendorCssContrastProblems('.a { color: red; background: linear-gradient(red, blue) }'),
    ).toEqual([]);
  });

  it('lists the unreadable parts in the verdict beside what was dropped', () => {
    const verdict = vendorCssVerdict('.band { background: red }\n.band h2 { color: #ff1111 }');
    expect(verdict.dropped).toEqual([]);
    expect(verdict.unreadable?.map((p) => p.line)).toEqual([2]);
    expect(vendorCssVerdict('.band h2 { color: #111 }').unreadable).toBeUndefined();
  });
});
