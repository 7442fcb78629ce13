import type { CssNode, Rule } from 'css-tree';
import { generate, parse } from 'css-tree';
import { AA_NORMAL_TEXT, contrastRatio } from './contrast';
import { sellerCssReasons as reasons } from './locales/ar/seller-css';

/**
 * Text a store's own CSS makes unreadable (issue walk: red headings on a red band). The
 * sanitiser only answers "is it safe"; this answers "can it be read": every rule that sets a
 * text colour is measured against the background it sits on — its own, else the nearest rule
 * whose selector contains it (`.hero` for `.hero h1`), else the root's, else the storefront's
 * white — with the contrast helper. Headings (h1-h3) need 3:1 (WCAG large text), other text
 * 4.5:1. Colours it cannot resolve (var(), currentColor, gradients) are not judged.
 */
export interface ContrastProblem {
  line: number;
  text: string;
  reason: string;
}

interface Painted {
  selector: string;
  line: number;
  text: string;
  color: string | null;
  background: string | null;
  /** A background is set but is no plain colour (image, gradient, var()): not judged. */
  backgroundUnknown: boolean;
}

const LARGE_TEXT = 3;
const STOREFRONT_SURFACE = '#ffffff';
const roots = new Set([':root', 'html', 'body', '&', '.vendor-storefront']);

/** CSS named colours a store owner is likely to type; others are not judged. */
const named: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  darkred: '#8b0000',
  crimson: '#dc143c',
  maroon: '#800000',
  green: '#008000',
  darkgreen: '#006400',
  lime: '#00ff00',
  blue: '#0000ff',
  navy: '#000080',
  darkblue: '#00008b',
  yellow: '#ffff00',
  gold: '#ffd700',
  orange: '#ffa500',
  purple: '#800080',
  pink: '#ffc0cb',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  brown: '#a52a2a',
  beige: '#f5f5dc',
  ivory: '#fffff0',
  teal: '#008080',
  olive: '#808000',
  cyan: '#00ffff',
  magenta: '#ff00ff',
};

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/** '#rrggbb' for an opaque colour written as a name, #rgb, #rrggbb or rgb(); else null. */
export function opaqueColour(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (named[text]) return named[text];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(text);
  if (rgb) {
    const alpha = rgb[4];
    if (
      alpha !== undefined &&
      (alpha.endsWith('%') ? Number.parseFloat(alpha) < 100 : Number(alpha) < 1)
    )
      return null;
    return `#${hex2(Number(rgb[1]))}${hex2(Number(rgb[2]))}${hex2(Number(rgb[3]))}`;
  }
  return null;
}

/** The colour of a `background` shorthand when it is one plain colour word. */
function backgroundColour(value: string): string | null {
  if (/url\(|gradient\(/i.test(value)) return null;
  for (const part of value.split(/\s+(?![^(]*\))/)) {
    const colour = opaqueColour(part);
    if (colour) return colour;
  }
  return null;
}

function collect(input: string): Painted[] {
  let sheet: CssNode;
  try {
    sheet = parse(input, { positions: true, onParseError: () => {} });
  } catch {
    return [];
  }
  const painted: Painted[] = [];
  const visit = (rule: Rule) => {
    let color: string | null = null;
    let background: string | null = null;
    let backgroundUnknown = false;
    for (const child of rule.block.children.toArray()) {
      if (child.type !== 'Declaration') continue;
      const property = child.property.toLowerCase();
      const value = generate(child.value);
      if (property === 'color') color = opaqueColour(value);
      else if (property === 'background-color' || property === 'background') {
        background = property === 'background' ? backgroundColour(value) : opaqueColour(value);
        backgroundUnknown = background === null;
      }
    }
    if (!color && !background) return;
    const text = rule.loc ? input.slice(rule.loc.start.offset, rule.loc.end.offset) : '';
    for (const selector of rule.prelude.type === 'SelectorList'
      ? rule.prelude.children.toArray()
      : []) {
      painted.push({
        selector: generate(selector).trim().replace(/\s+/g, ' '),
        line: rule.loc?.start.line ?? 1,
        text: text.replace(/\s+/g, ' ').trim().slice(0, 160),
        color,
        background,
        backgroundUnknown,
      });
    }
  };
  const walk = (node: CssNode) => {
    if (node.type === 'Rule') visit(node);
    else if ((node.type === 'StyleSheet' || node.type === 'Block') && node.children)
      for (const child of node.children.toArray()) walk(child);
    else if (node.type === 'Atrule' && node.block) walk(node.block);
  };
  walk(sheet);
  return painted;
}

/** The background behind `selector`: its own, else the closest containing rule's, else root. */
function backgroundBehind(selector: string, own: string | null, painted: Painted[]): string {
  if (own) return own;
  let best: { length: number; colour: string } | null = null;
  for (const other of painted) {
    if (!other.background || roots.has(other.selector)) continue;
    const contains = selector === other.selector || selector.startsWith(`${other.selector} `);
    if (contains && (!best || other.selector.length > best.length))
      best = { length: other.selector.length, colour: other.background };
  }
  if (best) return best.colour;
  const root = painted.filter((p) => roots.has(p.selector) && p.background).at(-1);
  return root?.background ?? STOREFRONT_SURFACE;
}

const isHeading = (selector: string) => /(^|[\s>+~])h[1-3](?![\w-])[^\s]*$/i.test(selector);

export function vendorCssContrastProblems(input: string): ContrastProblem[] {
  const painted = collect(input);
  const problems: ContrastProblem[] = [];
  for (const entry of painted) {
    if (!entry.color || entry.backgroundUnknown) continue;
    const background = backgroundBehind(entry.selector, entry.background, painted);
    const ratio = contrastRatio(entry.color, background);
    const needed = isHeading(entry.selector) ? LARGE_TEXT : AA_NORMAL_TEXT;
    if (ratio < needed) {
      problems.push({
        line: entry.line,
        text: entry.text,
        reason: reasons.contrast(entry.selector, entry.color, background, ratio, needed),
      });
    }
  }
  return problems;
}
