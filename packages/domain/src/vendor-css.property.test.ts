import { generate, parse, walk } from 'css-tree';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeVendorCss } from './vendor-css';
import { containsForbidden } from './vendor-css-escape';
import { allowedProperties } from './vendor-css-rules';

/** Pieces attackers combine; random sheets glued from them must come out harmless. */
const pieces = [
  'a',
  '.card',
  'h2',
  'body',
  'html',
  ':root',
  '*',
  '~',
  '+',
  '>',
  ' ',
  ',',
  '{',
  '}',
  ';',
  ':',
  '(',
  ')',
  '"',
  "'",
  '<',
  '</style>',
  '/*',
  '*/',
  '\\',
  '\\75',
  '\\72 ',
  '\\6c',
  'u',
  'r',
  'l(',
  'url(',
  'x.png',
  'javascript:',
  'expression(',
  'image-set(',
  '@import',
  '@media all',
  '@font-face',
  'color',
  'red',
  'background',
  'display',
  'none',
  'position',
  'fixed',
  'behavior',
  '-moz-binding',
  'var(',
  '--x',
  '--vendor-primary',
  'linear-gradient(',
  '#fff',
  '1px',
  '!important',
  ':has(',
  ':nth-child(n of ',
  ':nth-last-child(2n+1 of ',
  'transform',
  'translateY(-24px)',
  'scale(1.5)',
  'calc(',
  '*1.5',
  'margin-top',
  '-9999px',
];

const glued = (max: number) =>
  fc.array(fc.constantFrom(...pieces), { maxLength: max }).map((p) => p.join(''));
const selector = fc.oneof(
  fc.constantFrom('a', '.card', 'body', 'html .x', '* ', 'h2:hover'),
  glued(4),
);
const property = fc.oneof(fc.constantFrom('color', 'background', 'display', 'gap'), glued(2));
const value = fc.oneof(fc.constantFrom('red', '#fff', 'block', '4px'), glued(5));
/** Mostly rule-shaped, so some of it survives and the checks below have something to check. */
const rules = fc
  .array(fc.tuple(selector, property, value), { maxLength: 6 })
  .map((list) => list.map(([s, p, v]) => `${s}{${p}:${v}}`).join('\n'));
const sheet = fc.oneof(rules, glued(60));

describe('vendor CSS sanitiser, on random sheets', () => {
  it('never serves anything that fetches, breaks out or escapes the store', () => {
    let kept = 0;
    fc.assert(
      fc.property(fc.oneof(sheet, fc.string({ maxLength: 200 })), (css) => {
        const out = sanitizeVendorCss(css);
        if (out) kept++;
        expect(containsForbidden(out)).toBe(false);
        walk(parse(out), (node) => {
          if (node.type === 'Selector') {
            const text = generate(node);
            expect(text.startsWith('.vendor-storefront')).toBe(true);
            expect(text.slice('.vendor-storefront'.length)).not.toMatch(/^[~+]/);
          }
          // Also inside a pseudo-class's brackets (`:nth-child(n of html ~ *)`).
          if (node.type === 'TypeSelector') expect(['html', 'body']).not.toContain(node.name);
          if (node.type === 'PseudoClassSelector') {
            expect(['root', 'has', 'is', 'where', 'not', 'host']).not.toContain(node.name);
          }
          if (node.type === 'Declaration') expect(allowedProperties.has(node.property)).toBe(true);
          expect(node.type).not.toBe('Url');
        });
      }),
      { numRuns: 2000 },
    );
    expect(kept).toBeGreaterThan(20);
  }, 60_000);
});
