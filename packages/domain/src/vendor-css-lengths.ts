import type { CssNode, Value } from 'css-tree';
import {
  type Bound,
  type LengthLimit,
  lengthLimitOf,
  MAX_FONT_SIZE_PX,
  shadowLimits,
} from './vendor-css-limits';
import { fontSizeUnits, isMath, lengthUnits, pxSpan } from './vendor-css-math';

/**
 * Caps on lengths that could pull or paint a box over the page (vendor-css-limits.ts). Each
 * length of the value is bounded by what it can compute to, calc() and friends included.
 * Keywords, colours and var(--vendor-*) (our colours) are not lengths and are left to the
 * other checks.
 */
export function lengthsAllowed(property: string, value: Value): boolean {
  const nodes = value.children.toArray();
  if (property === 'font-size') {
    return lengthsOf(nodes).every((node) => inside(pxSpan(node, fontSizeUnits), fontSize));
  }
  const shadow = shadowLimits[property];
  if (shadow) return layersOf(nodes).every((layer) => shadowAllowed(lengthsOf(layer), shadow));
  const limit = lengthLimitOf(property);
  return !limit || lengthsOf(nodes).every((node) => lengthAllowed(node, limit));
}

const fontSize: Bound = [0, MAX_FONT_SIZE_PX];

const isLength = (node: CssNode) =>
  ['Number', 'Dimension', 'Percentage', 'Parentheses'].includes(node.type) || isMath(node);

function lengthsOf(nodes: CssNode[]): CssNode[] {
  return nodes.filter(isLength);
}

function inside(span: readonly [number, number] | null, [min, max]: Bound): boolean {
  return span !== null && span[0] >= min && span[1] <= max;
}

/** A plain percentage against its own bound; inside calc() its basis is unknown: refused. */
function lengthAllowed(node: CssNode, limit: LengthLimit): boolean {
  if (node.type === 'Percentage') {
    const percent = Number(node.value);
    return limit.percent !== undefined && inside([percent, percent], limit.percent);
  }
  return inside(pxSpan(node, lengthUnits), limit.px);
}

/** Comma-separated layers (box-shadow: a, b). */
function layersOf(nodes: CssNode[]): CssNode[][] {
  const layers: CssNode[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'Operator' && node.value.trim() === ',') layers.push([]);
    else layers.at(-1)!.push(node);
  }
  return layers;
}

/** Offsets, blur and spread each in their place's bound; a fifth length is not a shadow. */
function shadowAllowed(lengths: CssNode[], bounds: readonly Bound[]): boolean {
  return (
    lengths.length <= bounds.length &&
    lengths.every((node, place) => inside(pxSpan(node, lengthUnits), bounds[place]!))
  );
}
