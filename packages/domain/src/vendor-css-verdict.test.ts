import { describe, expect, it } from 'vitest';
import { sellerCssReasons as reasons } from './locales/ar/seller-css';
import { sanitizeVendorCss } from './vendor-css';
import { attackCorpus, geometryCorpus } from './vendor-css.corpus';
import { vendorCssVerdict } from './vendor-css-verdict';

const ROOT = '.vendor-storefront';

describe('vendorCssVerdict', () => {
  it('keeps a clean sheet whole and drops nothing', () => {
    const css = '.card{color:var(--vendor-primary);border-radius:8px}\nh2{font-size:1.5rem}';
    const verdict = vendorCssVerdict(css);
    expect(verdict.dropped).toEqual([]);
    expect(verdict.css).toBe(sanitizeVendorCss(css));
    expect(verdict.css).toContain(`${ROOT} .card{`);
  });

  it('says nothing about an empty sheet', () => {
    expect(vendorCssVerdict('')).toEqual({ css: '', dropped: [] });
    expect(vendorCssVerdict('  \n ')).toEqual({ css: '', dropped: [] });
  });

  it('names each dropped part with its 1-based line and the Arabic reason', () => {
    const css = [
      '.price { color: red; }',
      '@import url(https://evil.test/x.css);',
      '.box {',
      '  position: fixed;',
      '  margin-left: 4px;',
      '  background: url(https://evil.test/p.png);',
      '  padding: 8px;',
      '}',
      'html ~ .site, .ok { color: blue }',
      'body { transform: scale(1.2); color: green }',
      '@font-face { font-family: x }',
      '@media (max-width: 600px) { .m { box-shadow: 0 0 0 9999px black } }',
    ].join('\n');
    const { css: out, dropped } = vendorCssVerdict(css);
    expect(out).toBe(sanitizeVendorCss(css));
    expect(dropped).toEqual([
      { line: 2, text: '@import url(https://evil.test/x.css);', reason: reasons.atRule('import') },
      { line: 4, text: 'position: fixed', reason: reasons.property('position') },
      { line: 5, text: 'margin-left: 4px', reason: reasons.physicalSide('margin-left') },
      {
        line: 6,
        text: 'background: url(https://evil.test/p.png)',
        reason: reasons.value('background'),
      },
      { line: 9, text: 'html ~ .site', reason: reasons.selector },
      { line: 10, text: 'transform: scale(1.2)', reason: reasons.rootTransform },
      { line: 11, text: '@font-face { font-family: x }', reason: reasons.atRule('font-face') },
      { line: 12, text: 'box-shadow: 0 0 0 9999px black', reason: reasons.value('box-shadow') },
    ]);
    // What was not dropped is in the output.
    expect(out).toContain('padding:8px');
    expect(out).toContain(`${ROOT} .ok{color:blue}`);
    expect(out).toContain(`${ROOT}{color:green}`);
  });

  it('drops a rule with no allowed selector as one item, and nested rules on their own', () => {
    const css = 'body ~ div { color: red; position: absolute }\n.a {\n  .b { color: red }\n}';
    const { dropped } = vendorCssVerdict(css);
    expect(dropped).toEqual([
      { line: 1, text: 'body ~ div', reason: reasons.selector },
      { line: 3, text: '.b { color: red }', reason: reasons.nested },
    ]);
  });

  it('explains a break-out attempt and a sheet refused for its length', () => {
    const breakout = vendorCssVerdict('.a{color:red}\n</style><script>alert(1)</script>');
    expect(breakout.css).toBe(
      sanitizeVendorCss('.a{color:red}\n</style><script>alert(1)</script>'),
    );
    expect(breakout.dropped.map((d) => [d.line, d.reason])).toEqual([[2, reasons.unreadable]]);

    const long = `.a{color:red}${' '.repeat(21_000)}`;
    expect(vendorCssVerdict(long)).toEqual({
      css: '',
      dropped: [{ line: 1, text: '.a{color:red}', reason: reasons.tooLong }],
    });
  });

  it('shortens a long excerpt', () => {
    const { dropped } = vendorCssVerdict(`.a{position:${'x'.repeat(400)}}`);
    expect(dropped[0]!.text.length).toBeLessThanOrEqual(160);
    expect(dropped[0]!.text.endsWith('…')).toBe(true);
  });

  it.each([...attackCorpus, ...geometryCorpus])(
    'gives the sanitiser output and at least one reason for $name',
    ({ css }) => {
      const verdict = vendorCssVerdict(css);
      expect(verdict.css).toBe(sanitizeVendorCss(css));
      expect(verdict.dropped.length).toBeGreaterThan(0);
      for (const item of verdict.dropped) {
        expect(item.line).toBeGreaterThanOrEqual(1);
        expect(item.line).toBeLessThanOrEqual(css.split('\n').length);
        expect(item.reason).toMatch(/[\u0600-\u06FF]/);
      }
    },
  );
});
