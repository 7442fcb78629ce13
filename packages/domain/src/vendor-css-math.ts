import type { CssNode } from 'css-tree';
import { MAX_FONT_SIZE_PX, PX_PER_EM } from './vendor-css-limits';

/**
 * The range of px a numeric value can take, so a cap is checked against what calc(), min(),
 * max() and clamp() compute, not against each number typed. Interval arithmetic: a viewport
 * unit is 0..Infinity px (we do not know the screen), so `5vw` is unbounded but
 * `clamp(1rem, 5vw, 2rem)` is 16..32. Anything we cannot bound (infinity, pi, var(), an unknown
 * unit or function) gives null, and the caller drops the declaration.
 */
export type Span = readonly [lo: number, hi: number];
/** px per unit of each length unit a value may use; `%` only where its basis is known. */
export type Units = Readonly<Record<string, Span>>;

const at = (px: number): Span => [px, px];
const viewport = ['vw', 'vh', 'vi', 'vb', 'vmin', 'vmax'];

/**
 * em is the element's own font size, which the vendor may also set: anything up to the
 * largest allowed, so `margin-top:-1.5em` is -96..0px and a cap holds whatever the font size.
 * rem is the site's root size (16px; a reader's larger default scales the whole page alike).
 */
export const lengthUnits: Units = {
  px: at(1),
  em: [0, MAX_FONT_SIZE_PX],
  rem: at(PX_PER_EM),
  pt: at(4 / 3),
  pc: at(16),
  in: at(96),
  cm: at(96 / 2.54),
  mm: at(96 / 25.4),
  q: at(96 / 101.6),
  ...Object.fromEntries(
    ['', 's', 'l', 'd'].flatMap((size) =>
      viewport.map((unit) => [`${size}${unit}`, [0, Infinity]]),
    ),
  ),
};

/**
 * For font-size, em and % are the parent's size. Taking the parent anywhere in 0..64 px and
 * requiring a result in 0..64 px keeps every level within the cap however deep the nesting
 * (`*{font-size:2em}` would double per level).
 */
export const fontSizeUnits: Units = { ...lengthUnits, '%': [0, MAX_FONT_SIZE_PX / 100] };

/** A number or a length (in px), as far as we can tell its range. */
interface Quantity {
  length: boolean;
  span: Span;
}

const mathFunctions = new Set(['calc', 'min', 'max', 'clamp']);
export const isMath = (node: CssNode) =>
  node.type === 'Function' && mathFunctions.has(node.name.toLowerCase());

/** The px range of a length (a plain number counts as px, as in quirks mode), or null. */
export function pxSpan(node: CssNode, units: Units): Span | null {
  return quantity(node, units)?.span ?? null;
}

function known(length: boolean, span: Span): Quantity | null {
  return span.some(Number.isNaN) ? null : { length, span };
}

function quantity(node: CssNode, units: Units): Quantity | null {
  if (node.type === 'Number') return known(false, at(Number(node.value)));
  if (node.type === 'Dimension' || node.type === 'Percentage') {
    const per = units[node.type === 'Percentage' ? '%' : node.unit.toLowerCase()];
    return per ? known(true, product(at(Number(node.value)), per)) : null;
  }
  if (node.type === 'Parentheses') return sum(node.children.toArray(), units);
  if (node.type === 'Function')
    return call(node.name.toLowerCase(), node.children.toArray(), units);
  return null;
}

function call(name: string, nodes: CssNode[], units: Units): Quantity | null {
  if (name === 'calc') return sum(nodes, units);
  const parts: CssNode[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'Operator' && node.value.trim() === ',') parts.push([]);
    else parts.at(-1)!.push(node);
  }
  const args = parts.map((part) => sum(part, units));
  if (!args.every((arg): arg is Quantity => arg !== null)) return null;
  if (name === 'min') return pick(args, Math.min);
  if (name === 'max') return pick(args, Math.max);
  if (name !== 'clamp' || args.length !== 3) return null;
  // clamp(MIN, VAL, MAX) = max(MIN, min(VAL, MAX))
  const upper = pick([args[1]!, args[2]!], Math.min);
  return upper && pick([args[0]!, upper], Math.max);
}

/** min() and max() are monotonic, so they apply to both ends of the ranges. */
function pick(args: Quantity[], choose: (...values: number[]) => number): Quantity | null {
  if (args.length === 0 || args.some((arg) => arg.length !== args[0]!.length)) return null;
  return known(args[0]!.length, [
    choose(...args.map((arg) => arg.span[0])),
    choose(...args.map((arg) => arg.span[1])),
  ]);
}

/** `a op b op c …` with * and / before + and -; operands and operators must alternate. */
function sum(nodes: CssNode[], units: Units): Quantity | null {
  if (nodes.length % 2 === 0) return null;
  let total: Quantity | null = null;
  let sign = 1;
  let term = quantity(nodes[0]!, units);
  for (let i = 1; i < nodes.length && term; i += 2) {
    const operator = nodes[i]!;
    const next = quantity(nodes[i + 1]!, units);
    if (operator.type !== 'Operator' || !next) return null;
    const symbol = operator.value.trim();
    if (symbol === '*') term = multiply(term, next);
    else if (symbol === '/') term = divide(term, next);
    else if (symbol === '+' || symbol === '-') {
      total = add(total, term, sign);
      if (!total) return null;
      sign = symbol === '-' ? -1 : 1;
      term = next;
    } else return null;
  }
  return term ? add(total, term, sign) : null;
}

function add(total: Quantity | null, term: Quantity, sign: number): Quantity | null {
  const [lo, hi] = term.span;
  const signed: Span = sign < 0 ? [-hi, -lo] : [lo, hi];
  if (!total) return known(term.length, signed);
  if (total.length !== term.length) return null;
  return known(term.length, [total.span[0] + signed[0], total.span[1] + signed[1]]);
}

function multiply(a: Quantity, b: Quantity): Quantity | null {
  return a.length && b.length ? null : known(a.length || b.length, product(a.span, b.span));
}

/** Only by a number whose range excludes 0 (1/0 would be unbounded). */
function divide(a: Quantity, b: Quantity): Quantity | null {
  const [lo, hi] = b.span;
  if (b.length || (lo <= 0 && hi >= 0)) return null;
  return known(a.length, product(a.span, [1 / hi, 1 / lo]));
}

/** 0 x Infinity is 0 here: a zero-width range times an unbounded one is still zero. */
function product([a, b]: Span, [c, d]: Span): Span {
  const ends = [a * c, a * d, b * c, b * d].map((value) => (Number.isNaN(value) ? 0 : value));
  return [Math.min(...ends), Math.max(...ends)];
}
