import type { Atrule, CssNode, Declaration, Rule } from 'css-tree';
import { generate, parse } from 'css-tree';
import type { z } from 'zod';
import { sellerCssReasons as reasons } from './locales/ar/seller-css';
import type { cssDrop, StoreCssVerdict } from './schemas/seller-store';
import { sanitizeVendorCss } from './vendor-css';
import { vendorCssContrastProblems } from './vendor-css-contrast';
import { allowedProperties, MAX_VENDOR_CSS_LENGTH } from './vendor-css-rules';
import { scopeSelector } from './vendor-css-selectors';
import { safeDeclaration } from './vendor-css-values';

type Drop = z.infer<typeof cssDrop>;

/** Longest excerpt of the vendor's text shown beside a drop. */
const MAX_EXCERPT = 160;

/**
 * The sanitiser's verdict for the seller console: the CSS the storefront will really wear
 * (exactly sanitizeVendorCss's output) and each part of the vendor's text that was dropped,
 * with its 1-based line and the Arabic reason. The walk mirrors vendor-css.ts with the same
 * checks (scopeSelector, safeDeclaration), so a reason is given for what the sanitiser drops;
 * the shown `css` is always the sanitiser's own answer.
 */
export function vendorCssVerdict(input: string, root = '.vendor-storefront'): StoreCssVerdict {
  const css = sanitizeVendorCss(input, root);
  if (!input.trim()) return { css, dropped: [] };
  if (input.length > MAX_VENDOR_CSS_LENGTH) {
    return { css, dropped: [{ line: 1, text: excerpt(input), reason: reasons.tooLong }] };
  }
  let sheet: CssNode;
  try {
    sheet = parseAfresh(input);
  } catch {
    return { css, dropped: [{ line: 1, text: excerpt(input), reason: reasons.unreadable }] };
  }
  const dropped: Drop[] = [];
  const drop = (node: CssNode, reason: string) =>
    dropped.push({ line: node.loc?.start.line ?? 1, text: excerpt(sourceOf(input, node)), reason });
  const judge = { root, drop };
  if (sheet.type === 'StyleSheet') {
    for (const node of sheet.children.toArray()) {
      if (node.type === 'Rule') styleRule(node, judge);
      else if (node.type === 'Atrule') atRule(node, judge);
      else drop(node, reasons.unreadable);
    }
  }
  // The final assertion refused the whole sheet although its parts passed (decision 007).
  if (css === '' && dropped.length === 0) {
    dropped.push({ line: 1, text: excerpt(input), reason: reasons.forbidden });
  }
  // Safe is not enough: red headings on a red band are safe and unreadable (decision 007).
  const unreadable = css ? vendorCssContrastProblems(input) : [];
  return unreadable.length > 0 ? { css, dropped, unreadable } : { css, dropped };
}

interface Judge {
  root: string;
  drop: (node: CssNode, reason: string) => void;
}

/** Same workaround as vendor-css.ts's parseAfresh (css-tree's stale token slot), plus positions. */
function parseAfresh(input: string): CssNode {
  parse(';'.repeat(input.length + 1), { onParseError: () => {} });
  return parse(input, { positions: true, onParseError: () => {} });
}

function sourceOf(input: string, node: CssNode): string {
  const { loc } = node;
  return loc ? input.slice(loc.start.offset, loc.end.offset) : generate(node);
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_EXCERPT ? `${flat.slice(0, MAX_EXCERPT - 1)}…` : flat;
}

function styleRule(rule: Rule, { root, drop }: Judge): void {
  if (rule.prelude.type !== 'SelectorList') {
    drop(rule, reasons.unreadable);
    return;
  }
  const selectors = rule.prelude.children.toArray();
  const kept = selectors
    .map((selector) => ({
      selector,
      scoped: selector.type === 'Selector' ? scopeSelector(selector, root) : null,
    }))
    .filter(({ selector, scoped }) => {
      if (scoped === null) drop(selector, reasons.selector);
      return scoped !== null;
    })
    .map(({ scoped }) => scoped!);
  // Every selector dropped: the rule goes with them, its declarations were never judged.
  if (kept.length === 0) return;
  for (const child of rule.block.children.toArray()) {
    const reason = childReason(child, kept.includes(root));
    if (reason) drop(child, reason);
  }
}

/**
 * Why a part of a rule's block is dropped, or null when it is kept. A transform kept for the
 * rule's other selectors is still dropped on the root itself (vendor-css.ts allowedOnRoot).
 */
function childReason(child: CssNode, onRoot: boolean): string | null {
  // css-tree gives a nested rule as a Rule, or as Raw text when it cannot read it as one.
  if (child.type === 'Rule' || (child.type === 'Raw' && child.value.includes('{'))) {
    return reasons.nested;
  }
  if (child.type !== 'Declaration') return reasons.unreadable;
  const safe = safeDeclaration(child);
  if (safe === null) return declarationReason(child);
  return onRoot && safe.startsWith('transform:') ? reasons.rootTransform : null;
}

function declarationReason(declaration: Declaration): string {
  const property = declaration.property.toLowerCase();
  if (allowedProperties.has(property)) return reasons.value(property);
  if (/(^|-)(left|right)($|-)/.test(property)) return reasons.physicalSide(property);
  return reasons.property(property);
}

/** Media queries as vendor-css.ts accepts them: words, numbers, units and brackets. */
const safeMediaQuery = /^[a-z0-9\s():,.\-/]+$/i;
const callsFunction = /[a-z0-9-]\(/i;

function atRule(atrule: Atrule, judge: Judge): void {
  const name = atrule.name.toLowerCase();
  if (name !== 'media' || !atrule.prelude || !atrule.block) {
    judge.drop(atrule, reasons.atRule(name));
    return;
  }
  const query = generate(atrule.prelude);
  if (!safeMediaQuery.test(query) || callsFunction.test(query)) {
    judge.drop(atrule, reasons.mediaQuery);
    return;
  }
  for (const child of atrule.block.children.toArray()) {
    if (child.type === 'Rule') styleRule(child, judge);
    else judge.drop(child, reasons.unreadable);
  }
}
