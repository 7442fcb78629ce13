/**
 * How far vendor CSS may move, grow or paint a box (docs/decisions/007-vendor-css.md). A cap
 * holds for the computed total of a value, never per number: `translateY(-24px)` forty times,
 * `calc(-24px * 1.5 * 1.5)` or `scale(1.5) scale(1.5)` are judged by what they add up to.
 * Numbers are px; rem is PX_PER_EM. em is the element's font size: in lengths it counts as
 * anything up to MAX_FONT_SIZE_PX (vendor-css-math.ts), in transform as PX_PER_EM (the
 * decision's 1.5em; transforms never apply to the store root, see vendor-css.ts).
 */
export type Bound = readonly [min: number, max: number];

/** The site's root text size: one rem, in px (and one em inside transform). */
export const PX_PER_EM = 16;

/** Largest font size (4rem); em and % are relative to the parent, see fontSizeUnits. */
export const MAX_FONT_SIZE_PX = 64;

/** transform: per axis, all steps together (docs/decisions/007-vendor-css.md, "Values"). */
export const transformLimits = {
  /** Translation per axis, em and rem at 16 px: 24 px = 1.5em = 1.5rem. */
  px: 24,
  /** Translation per axis in % of the box itself, summed apart from the lengths. */
  percent: 10,
  /** Product of the scale factors, per axis. */
  scale: [0.5, 1.5] as Bound,
  /** More steps than a hover effect needs is a sign of adding up to something else. */
  functions: 4,
};

export interface LengthLimit {
  px: Bound;
  /** Allowed range for a plain percentage; without one, a percentage drops the declaration. */
  percent?: Bound;
}

/**
 * Lengths that can pull a box over the page or paint far outside it: a negative margin drags
 * it up, an outline or underline can be drawn anywhere around it, a huge padding, border or
 * letter-spacing overflows sideways. Each length of the value must fall in its bound.
 */
const lengthLimits: readonly [property: RegExp, limit: LengthLimit][] = [
  [/^margin/, { px: [-24, 160], percent: [0, 25] }],
  [/^padding|gap$/, { px: [0, 160], percent: [0, 25] }],
  [/^border(?!.*radius)/, { px: [0, 16] }],
  [/^outline(-width)?$/, { px: [0, 16] }],
  [/^outline-offset$/, { px: [-16, 16] }],
  [/^(letter|word)-spacing$/, { px: [-8, 16] }],
  [/^text-decoration(-thickness)?$/, { px: [0, 16] }],
  [/^text-underline-offset$/, { px: [-16, 16] }],
];

export function lengthLimitOf(property: string): LengthLimit | undefined {
  return lengthLimits.find(([pattern]) => pattern.test(property))?.[1];
}

/**
 * Shadows, per layer and by position: x and y offsets, blur, spread. A layer is drawn from its
 * own box, so many layers do not add up; a solid shadow reaches at most offset + spread.
 */
export const shadowLimits: Readonly<Record<string, readonly Bound[]>> = {
  'box-shadow': [
    [-32, 32],
    [-32, 32],
    [0, 64],
    [-32, 16],
  ],
  'text-shadow': [
    [-16, 16],
    [-16, 16],
    [0, 32],
  ],
};

/** Keywords that do not grow with nesting (`larger` does: 1.2x per level). */
export const allowedFontSizeKeywords = new Set([
  'xx-small',
  'x-small',
  'small',
  'medium',
  'large',
  'x-large',
  'xx-large',
  'xxx-large',
  'smaller',
  'inherit',
  'initial',
  'unset',
]);
