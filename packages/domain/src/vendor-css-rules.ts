/**
 * What vendor CSS may say (docs/decisions/007-vendor-css.md). Allow-lists, not deny-lists: a
 * property or function that is not named here is dropped, so a feature browsers add tomorrow
 * (a new way to fetch a URL) is refused until someone decides otherwise.
 */

/** Top and bottom read the same in both directions; left and right do not (use inline-start/end). */
const sides = [
  '',
  '-top',
  '-bottom',
  '-block',
  '-inline',
  '-block-start',
  '-block-end',
  '-inline-start',
  '-inline-end',
];
const borderParts = ['', '-color', '-style', '-width'];

/** RTL by construction: padding-left is refused, padding-inline-start kept. */
const spacing = ['padding', 'margin'].flatMap((box) => sides.map((side) => `${box}${side}`));
const borders = sides.flatMap((side) => borderParts.map((part) => `border${side}${part}`));
const radii = [
  'border-radius',
  'border-start-start-radius',
  'border-start-end-radius',
  'border-end-start-radius',
  'border-end-end-radius',
];

export const allowedProperties = new Set([
  'color',
  'background',
  'background-color',
  'background-image',
  'background-position',
  'background-size',
  'background-repeat',
  ...borders,
  ...radii,
  'outline',
  'outline-color',
  'outline-style',
  'outline-width',
  'outline-offset',
  'box-shadow',
  'text-shadow',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'letter-spacing',
  'word-spacing',
  'line-height',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-decoration-thickness',
  'text-underline-offset',
  'text-transform',
  'opacity',
  'gap',
  'row-gap',
  'column-gap',
  ...spacing,
  'display',
  'transition',
  'transition-property',
  'transition-duration',
  'transition-timing-function',
  'transition-delay',
  'transform',
]);

/**
 * Functions a value may call: colours, maths, gradients and easing. No url(), image(),
 * image-set(), cross-fade(), element(), attr(), expression(), src(). transform has its own,
 * stricter grammar (vendor-css-transform.ts) and is the only place translate() and the like mean
 * anything.
 */
export const allowedFunctions = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color-mix',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'cubic-bezier',
  'steps',
]);

/** display may change a box's layout but never hide it (display:none on the whole store). */
export const allowedDisplays = new Set([
  'block',
  'inline',
  'inline-block',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'flow-root',
]);

/** Logical alignment only; left and right would be wrong in one of the two directions. */
export const allowedTextAligns = new Set(['start', 'end', 'center', 'justify']);

/** Font families: the site's own and generic ones; a named web font would need @font-face. */
export const allowedFontFamilies = new Set([
  'inherit',
  'serif',
  'sans-serif',
  'system-ui',
  'monospace',
  'cursive',
  'ui-serif',
  'ui-sans-serif',
  'ui-rounded',
  'ibm plex sans arabic',
  'noto kufi arabic',
  'noto naskh arabic',
  'tahoma',
  'arial',
]);

/** Pseudo-classes and elements a selector may use; anything else drops the selector. */
export const allowedPseudoClasses = new Set([
  'hover',
  'focus',
  'focus-visible',
  'focus-within',
  'active',
  'first-child',
  'last-child',
  'only-child',
  'nth-child',
  'nth-last-child',
  'first-of-type',
  'last-of-type',
  'nth-of-type',
  'empty',
  'disabled',
]);
export const allowedPseudoElements = new Set([
  'before',
  'after',
  'placeholder',
  'marker',
  'selection',
  'first-letter',
  'first-line',
]);

/** Page-level elements a selector may start with; they stand for the storefront root. */
export const rootAliases = new Set(['html', 'body']);

/** Longest custom CSS accepted (20 KB); longer is refused whole. */
export const MAX_VENDOR_CSS_LENGTH = 20 * 1024;
