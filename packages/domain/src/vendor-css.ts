import type { Atrule, CssNode, Rule } from 'css-tree';
import { generate, parse } from 'css-tree';
import { containsForbidden } from './vendor-css-escape';
import { MAX_VENDOR_CSS_LENGTH } from './vendor-css-rules';
import { scopeSelectorList } from './vendor-css-selectors';
import { safeDeclaration } from './vendor-css-values';

/**
 * A vendor's custom CSS made safe to inject into a <style> on our pages (decision,
 * allow-list and reasons: docs/decisions/007-vendor-css.md). The text is parsed, never patched:
 * only style rules (and the rules inside @media) are rebuilt from the parse tree, each selector
 * scoped under the storefront root, each declaration checked against an allow-list. Whatever
 * is not understood is dropped. A final check on the rebuilt text, escapes decoded, refuses the
 * whole sheet if anything able to fetch or break out of <style> is still there.
 */
export function sanitizeVendorCss(input: string, rootSelector = '.vendor-storefront'): string {
  if (!input || input.length > MAX_VENDOR_CSS_LENGTH) return '';
  let sheet: CssNode;
  try {
    sheet = parseAfresh(input);
  } catch {
    return '';
  }
  if (sheet.type !== 'StyleSheet') return '';
  const out = sheet.children
    .toArray()
    .map((node) => topLevel(node, rootSelector))
    .filter(Boolean)
    .join('\n');
  return containsForbidden(out) ? '' : out;
}

/**
 * css-tree 3.2 reuses its token buffers between parses, and while balancing brackets it reads
 * the slot just past the new input before writing it (TokenStream.setSource reads
 * offsetAndType[source.length]). A block opener left there by an earlier, longer sheet corrupts
 * the balancing and the parser can loop forever: one vendor's CSS could hang the server while
 * another's is read (found by vendor-css.property.test.ts). Parsing as many semicolons first,
 * one harmless token per slot, leaves nothing stale to read; it costs about 2 ms at 20 KB.
 */
function parseAfresh(input: string): CssNode {
  parse(';'.repeat(input.length + 1), { onParseError: () => {} });
  return parse(input, { onParseError: () => {} });
}

function topLevel(node: CssNode, root: string): string {
  if (node.type === 'Rule') return styleRule(node, root);
  if (node.type === 'Atrule') return mediaRule(node, root);
  // @import, @charset, @font-face, @keyframes, stray text (<script>, </style>): dropped.
  return '';
}

function styleRule(rule: Rule, root: string): string {
  if (rule.prelude.type !== 'SelectorList') return '';
  const selectors = [...new Set(scopeSelectorList(rule.prelude, root))];
  // Nested rules inside a block are dropped with everything else that is not a declaration.
  const declarations = rule.block.children
    .toArray()
    .flatMap((child) => (child.type === 'Declaration' ? [safeDeclaration(child)] : []))
    .filter((text): text is string => text !== null);
  const onRoot = declarations.filter(allowedOnRoot);
  if (!selectors.includes(root) || onRoot.length === declarations.length) {
    return block(selectors, declarations);
  }
  return block(
    selectors.filter((selector) => selector !== root),
    declarations,
  ).concat(block([root], onRoot));
}

/**
 * The store root is as tall as the page, and scale() and translate(%) are relative to the box:
 * `body{transform:scale(1.5)}` would grow it by a quarter of a page over the site's bar. Its
 * own box is also the one thing its paint containment does not clip. So no transform on it.
 */
const allowedOnRoot = (declaration: string) => !declaration.startsWith('transform:');

function block(selectors: string[], declarations: string[]): string {
  if (selectors.length === 0 || declarations.length === 0) return '';
  return `${selectors.join(',')}{${declarations.join(';')}}`;
}

/** Media queries: words, numbers, units and brackets only (no strings, no function calls). */
const safeMediaQuery = /^[a-z0-9\s():,.\-/]+$/i;
const callsFunction = /[a-z0-9-]\(/i;

function mediaRule(atrule: Atrule, root: string): string {
  if (atrule.name.toLowerCase() !== 'media' || !atrule.prelude || !atrule.block) return '';
  const query = generate(atrule.prelude);
  if (!safeMediaQuery.test(query) || callsFunction.test(query)) return '';
  const inner = atrule.block.children
    .toArray()
    .map((child) => (child.type === 'Rule' ? styleRule(child, root) : ''))
    .filter(Boolean);
  return inner.length > 0 ? `@media ${query}{${inner.join('')}}` : '';
}
