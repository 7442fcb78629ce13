import type { CssNode, Selector, SelectorList } from 'css-tree';
import { generate } from 'css-tree';
import { allowedPseudoClasses, allowedPseudoElements, rootAliases } from './vendor-css-rules';

/** Node types a selector may contain; & (nesting), :has(), :host and the like are not here. */
const selectorNodeTypes = new Set([
  'TypeSelector',
  'ClassSelector',
  'IdSelector',
  'AttributeSelector',
  'PseudoClassSelector',
  'PseudoElementSelector',
  'Combinator',
  'Identifier',
  'String',
  'Nth',
  'AnPlusB',
]);

const isRootAlias = (node: CssNode) =>
  (node.type === 'TypeSelector' && rootAliases.has(node.name.toLowerCase())) ||
  (node.type === 'PseudoClassSelector' && node.name.toLowerCase() === 'root');

const isDescendant = (node: CssNode) => node.type === 'Combinator' && node.name.trim() === '';

function partAllowed(node: CssNode): boolean {
  if (!selectorNodeTypes.has(node.type)) return false;
  if (node.type === 'PseudoClassSelector') return allowedPseudoClasses.has(node.name.toLowerCase());
  if (node.type === 'PseudoElementSelector') {
    return allowedPseudoElements.has(node.name.toLowerCase());
  }
  // html or body further in is meaningless inside a store and a sign of trying to get out.
  return !isRootAlias(node);
}

/**
 * One selector under the root: `html`, `body`, `:root` (and chains of them) at the start stand
 * for the root itself; `*` stays a descendant of it. A selector that would reach the root's
 * siblings (`body ~ x`, `+ x`), or uses anything not allowed, is dropped (null).
 */
export function scopeSelector(selector: Selector, root: string): string | null {
  const parts = selector.children.toArray();
  let start = 0;
  while (start < parts.length && (isRootAlias(parts[start]!) || isDescendant(parts[start]!))) {
    start++;
  }
  const rest = parts.slice(start);
  const onRoot = start > 0;
  // Stripped `body` followed by more of the same compound (body.dark) is not a root alias.
  if (onRoot && isDescendant(parts[start - 1]!) === false && rest.length > 0) {
    if (rest[0]!.type !== 'Combinator') return null;
  }
  if (rest[0]?.type === 'Combinator' && rest[0].name.trim() !== '>') return null;
  if (!rest.every(partAllowed)) return null;
  if (rest.length === 0) return onRoot ? root : null;
  const text = rest.map((node) => generate(node)).join('');
  if (text.includes('\\') || text.includes('<')) return null;
  return rest[0]!.type === 'Combinator' ? `${root}${text}` : `${root} ${text}`;
}

/** The rule's selectors that survive, scoped; empty when none does. */
export function scopeSelectorList(list: SelectorList, root: string): string[] {
  return list.children
    .toArray()
    .flatMap((selector) => (selector.type === 'Selector' ? [scopeSelector(selector, root)] : []))
    .filter((text): text is string => text !== null);
}
