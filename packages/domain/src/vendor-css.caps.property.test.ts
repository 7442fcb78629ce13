import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeVendorCss } from './vendor-css';

/**
 * The caps hold for what the browser computes, checked against an independent model: random
 * transforms against their exact 2D matrix, random calc()/min()/max()/clamp() margins against
 * their value on phones to wall screens. The sanitiser may refuse more than it must; whatever
 * it keeps must be within the caps (docs/decisions/007-vendor-css.md).
 */
type Matrix = [a: number, b: number, c: number, d: number, e: number, f: number];
const times = ([a, b, c, d, e, f]: Matrix, [g, h, i, j, k, l]: Matrix): Matrix => [
  a * g + c * h,
  b * g + d * h,
  a * i + c * j,
  b * i + d * j,
  a * k + c * l + e,
  b * k + d * l + f,
];

const px = fc.integer({ min: -30, max: 30 });
const factor = fc.integer({ min: 8, max: 32 }).map((n) => n / 20);
/** One transform function, as written and as the matrix the browser makes of it. */
type Step = [text: string, matrix: Matrix];
const step = fc.oneof(
  px.map((x): Step => [`translateX(${x}px)`, [1, 0, 0, 1, x, 0]]),
  px.map((y): Step => [`translateY(${y / 16}em)`, [1, 0, 0, 1, 0, y]]),
  fc.tuple(px, px).map(([x, y]): Step => [`translate(${x}px,${y}px)`, [1, 0, 0, 1, x, y]]),
  factor.map((k): Step => [`scale(${k})`, [k, 0, 0, k, 0, 0]]),
  fc.tuple(factor, factor).map(([x, y]): Step => [`scale(${x},${y})`, [x, 0, 0, y, 0, 0]]),
  factor.map((k): Step => [`scaleY(${k})`, [1, 0, 0, k, 0, 0]]),
  fc.constantFrom(0, 30, 45, 90, -60).map((deg): Step => {
    const [cos, sin] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
    return [`rotate(${deg}deg)`, [cos, sin, -sin, cos, 0, 0]];
  }),
);

/** Singular values of the linear part: how much the box is stretched along any direction. */
function stretch([a, b, c, d]: Matrix): [number, number] {
  const sum = a * a + b * b + c * c + d * d;
  const root = Math.sqrt(Math.max(0, sum * sum - 4 * (a * d - b * c) ** 2));
  return [Math.sqrt((sum - root) / 2), Math.sqrt((sum + root) / 2)];
}

describe('vendor CSS caps, against a model of the browser', () => {
  it('never keeps a transform that moves a box over 24px or scales it outside 0.5–1.5', () => {
    let kept = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 5 }), (steps) => {
        const value = steps.map(([text]) => text).join(' ');
        if (!sanitizeVendorCss(`.a{transform:${value}}`)) return;
        kept++;
        const matrix = steps.reduce((m, [, s]) => times(m, s), [1, 0, 0, 1, 0, 0] as Matrix);
        const [least, most] = stretch(matrix);
        // The box's centre (our transform-origin) moves by the matrix's translation.
        expect(Math.abs(matrix[4])).toBeLessThanOrEqual(24 + 1e-9);
        expect(Math.abs(matrix[5])).toBeLessThanOrEqual(24 + 1e-9);
        expect(least).toBeGreaterThanOrEqual(0.5 - 1e-9);
        expect(most).toBeLessThanOrEqual(1.5 + 1e-9);
      }),
      { numRuns: 1500 },
    );
    expect(kept).toBeGreaterThan(100);
  }, 60_000);

  /** A margin expression and its value in px for a viewport width in px (1rem = 16px). */
  type Expression = [text: string, at: (vw: number) => number];
  const expression = fc.letrec<{ expression: Expression }>((tie) => ({
    expression: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.integer({ min: -40, max: 200 }).map((n): Expression => [`${n}px`, () => n]),
      fc.integer({ min: -3, max: 12 }).map((n): Expression => [`${n}rem`, () => n * 16]),
      fc.integer({ min: -20, max: 20 }).map((n): Expression => [`${n}vw`, (w) => (n * w) / 100]),
      fc
        .tuple(tie('expression'), fc.constantFrom('+', '-'), tie('expression'))
        .map(
          ([[a, f], op, [b, g]]): Expression => [
            `calc(${a} ${op} ${b})`,
            (w) => (op === '+' ? f(w) + g(w) : f(w) - g(w)),
          ],
        ),
      fc
        .tuple(tie('expression'), fc.integer({ min: -4, max: 4 }))
        .map(([[a, f], n]): Expression => [`calc(${a} * ${n})`, (w) => f(w) * n]),
      fc
        .tuple(tie('expression'), fc.constantFrom(2, 4, -2))
        .map(([[a, f], n]): Expression => [`calc(${a} / ${n})`, (w) => f(w) / n]),
      fc
        .tuple(tie('expression'), tie('expression'), fc.boolean())
        .map(
          ([[a, f], [b, g], low]): Expression => [
            `${low ? 'min' : 'max'}(${a}, ${b})`,
            (w) => (low ? Math.min(f(w), g(w)) : Math.max(f(w), g(w))),
          ],
        ),
      fc
        .tuple(tie('expression'), tie('expression'), tie('expression'))
        .map(
          ([[a, f], [b, g], [c, h]]): Expression => [
            `clamp(${a}, ${b}, ${c})`,
            (w) => Math.max(f(w), Math.min(g(w), h(w))),
          ],
        ),
    ),
  })).expression;

  it('never keeps a margin that computes to more than 24px up or 160px out', () => {
    let kept = 0;
    fc.assert(
      fc.property(expression, ([text, at]) => {
        if (!sanitizeVendorCss(`.a{margin-block-start:${text}}`)) return;
        kept++;
        for (const width of [0, 320, 768, 1920, 100_000]) {
          const value = at(width);
          expect(value).toBeGreaterThanOrEqual(-24 - 1e-9);
          expect(value).toBeLessThanOrEqual(160 + 1e-9);
        }
      }),
      { numRuns: 1500 },
    );
    expect(kept).toBeGreaterThan(100);
  }, 60_000);
});
