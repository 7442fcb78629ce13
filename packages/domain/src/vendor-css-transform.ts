import type { CssNode, FunctionNode, Value } from 'css-tree';
import { PX_PER_EM, transformLimits } from './vendor-css-limits';

/**
 * transform is checked for the total effect of all its steps, the way the browser composes
 * them: `translateY(-24px)` forty times moves 960px however small each step. So a transform is
 * at most a few of translate(X/Y), scale(X/Y) and rotate with plain numbers as arguments: no
 * calc(), min(), max(), clamp() or var() (no honest hover effect needs them, and they are how
 * a cap is computed past), and its translations summed per axis, scales multiplied per axis.
 */
export function transformAllowed(value: Value): boolean {
  const nodes = value.children.toArray();
  if (nodes.length === 1 && nodes[0]!.type === 'Identifier') {
    return nodes[0]!.name.toLowerCase() === 'none';
  }
  if (nodes.length === 0 || nodes.length > transformLimits.functions) return false;
  const steps = nodes.map((node) => (node.type === 'Function' ? stepOf(node) : null));
  return steps.every((step): step is Step => step !== null) && withinLimits(steps);
}

/** A translation in px (em and rem at 16 px) plus % of the box itself. */
interface Shift {
  px: number;
  percent: number;
}
type Step =
  | { kind: 'translate'; x: Shift; y: Shift }
  | { kind: 'scale'; x: number; y: number }
  | { kind: 'rotate'; turns: boolean };

const still: Shift = { px: 0, percent: 0 };
const lengthUnits: Record<string, number> = { px: 1, em: PX_PER_EM, rem: PX_PER_EM };
const angleUnits = new Set(['deg', 'grad', 'rad', 'turn']);

function shift(node: CssNode | undefined): Shift | null {
  if (node?.type === 'Number') return Number(node.value) === 0 ? still : null;
  if (node?.type === 'Percentage') return { px: 0, percent: Number(node.value) };
  const per = node?.type === 'Dimension' ? lengthUnits[node.unit.toLowerCase()] : undefined;
  return node?.type === 'Dimension' && per ? { px: Number(node.value) * per, percent: 0 } : null;
}

function factor(node: CssNode | undefined): number | null {
  if (node?.type === 'Number') return Number(node.value);
  return node?.type === 'Percentage' ? Number(node.value) / 100 : null;
}

/** Arguments: single numbers separated by commas, nothing else (no nested functions). */
function argumentsOf(fn: FunctionNode): CssNode[] | null {
  const nodes = fn.children.toArray();
  const args = nodes.filter((_, index) => index % 2 === 0);
  const commas = nodes.filter((_, index) => index % 2 === 1);
  const plain = args.every((node) => ['Number', 'Dimension', 'Percentage'].includes(node.type));
  const separated = commas.every((node) => node.type === 'Operator' && node.value === ',');
  return plain && separated && nodes.length % 2 === 1 ? args : null;
}

function stepOf(fn: FunctionNode): Step | null {
  const args = argumentsOf(fn);
  if (!args || args.length > 2) return null;
  const [a, b] = args;
  const name = fn.name.toLowerCase();
  const one = args.length === 1;
  let step: Step | null = null;
  if (name === 'translate') step = translation(shift(a), b ? shift(b) : still);
  if (name === 'translatex' && one) step = translation(shift(a), still);
  if (name === 'translatey' && one) step = translation(still, shift(a));
  if (name === 'scale') step = scaling(factor(a), b ? factor(b) : factor(a));
  if (name === 'scalex' && one) step = scaling(factor(a), 1);
  if (name === 'scaley' && one) step = scaling(1, factor(a));
  if (name === 'rotate' && one) step = rotation(a!);
  return step;
}

function translation(x: Shift | null, y: Shift | null): Step | null {
  const finite = [x?.px, x?.percent, y?.px, y?.percent].every(Number.isFinite);
  return x && y && finite ? { kind: 'translate', x, y } : null;
}

function scaling(x: number | null, y: number | null): Step | null {
  return x !== null && y !== null && Number.isFinite(x) && Number.isFinite(y)
    ? { kind: 'scale', x, y }
    : null;
}

function rotation(node: CssNode): Step | null {
  if (node.type === 'Number' && Number(node.value) === 0) return { kind: 'rotate', turns: false };
  if (node.type !== 'Dimension' || !angleUnits.has(node.unit.toLowerCase())) return null;
  const angle = Number(node.value);
  return Number.isFinite(angle) ? { kind: 'rotate', turns: angle !== 0 } : null;
}

/**
 * The browser applies the steps right to left, so a translation is stretched by the scales
 * written before it and turned by the rotations before it. Until a rotation the axes stay
 * apart and we add up exactly; after one, a translation can land on either axis, so its whole
 * length, stretched by the largest scale so far, counts against both (and a percentage of
 * the width could become a height: refused). Scales: per-axis products, and across a rotation
 * also the products of each step's largest and smallest factor, which bound any axis.
 */
function withinLimits(steps: Step[]): boolean {
  const { px, percent, scale } = transformLimits;
  let [sx, sy, widest, narrowest, rotated] = [1, 1, 1, 1, false];
  let [x, y, xPercent, yPercent, eitherAxis] = [0, 0, 0, 0, 0];
  for (const step of steps) {
    if (step.kind === 'rotate') rotated ||= step.turns;
    else if (step.kind === 'scale') {
      [sx, sy] = [sx * step.x, sy * step.y];
      widest *= Math.max(Math.abs(step.x), Math.abs(step.y));
      narrowest *= Math.min(Math.abs(step.x), Math.abs(step.y));
    } else if (!rotated) {
      [x, y] = [x + sx * step.x.px, y + sy * step.y.px];
      [xPercent, yPercent] = [xPercent + sx * step.x.percent, yPercent + sy * step.y.percent];
    } else if (step.x.percent !== 0 || step.y.percent !== 0) return false;
    else eitherAxis += widest * Math.hypot(step.x.px, step.y.px);
  }
  const inScale = (value: number) => value >= scale[0] && value <= scale[1];
  const scaled =
    inScale(sx) && inScale(sy) && (!rotated || (inScale(widest) && inScale(narrowest)));
  const moved = Math.max(Math.abs(x), Math.abs(y)) + eitherAxis <= px;
  return scaled && moved && Math.max(Math.abs(xPercent), Math.abs(yPercent)) <= percent;
}
