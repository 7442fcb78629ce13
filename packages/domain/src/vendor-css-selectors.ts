import type { CssNode, PseudoClassSelector, Selector, SelectorList } from 'css-tree';
import { generate } from 'css-tree';
import { allowedPseudoClasses, allowedPseudoElements, rootAliases } from './vendor-css-rules';

/**
 * Node types a selector may be made of; & (nesting) and the like are not here. What is inside
 * a pseudo-class's brackets is checked by pseudoClassAllowed.
 */
const selectorNodeTypes = new Set([
  'TypeSelector',
  'ClassSelector',
  'IdSelector',
  'AttributeSelector',
  'PseudoClassSelector',
  'PseudoElementSelector',
  'Combinator',
]);

const isRootAlias = (node: CssNode) =>
  (node.type === 'TypeSelector' && rootAliases.has(node.name.toLowerCase())) ||
  (node.type === 'PseudoClassSelector' && node.name.toLowerCase() === 'root');

const isDescendant = (node: CssNode) => node.type === 'Combinator' && node.name.trim() === '';

function partAllowed(node: CssNode): boolean {
  if (!selectorNodeTypes.has(node.type)) return false;
  if (node.type === 'PseudoClassSelector') return pseudoClassAllowed(node);
  if (node.type === 'PseudoElementSelector') {
    return allowedPseudoElements.has(node.name.toLowerCase()) && node.children === null;
  }
  // html or body further in is meaningless inside a store and a sign of trying to get out.
  return !isRootAlias(node);
}

/** Pseudo-classes that take An+B; the first two also `of S`. The others take no argument. */
const nthPseudoClasses = new Set(['nth-child', 'nth-last-child', 'nth-of-type']);
const takesSelector = new Set(['nth-child', 'nth-last-child']);

/**
 * The brackets are a selector too, and `of S` is matched without our scope: S may only be one
 * compound of allowed parts (`.on`, `li:hover`), checked like the rest, so no `:has()`, no
 * html/body, no combinator (`of html ~ *`, `of body *`). Arguments on any other pseudo-class
 * (`:hover(…)`) drop the selector.
 */
function pseudoClassAllowed(node: PseudoClassSelector): boolean {
  const name = node.name.toLowerCase();
  if (!allowedPseudoClasses.has(name)) return false;
  if (!nthPseudoClasses.has(name)) return node.children === null;
  const args = node.children?.toArray() ?? [];
  const nth = args[0];
  if (args.length !== 1 || nth?.type !== 'Nth') return false;
  if (nth.nth.type === 'Identifier' && !['odd', 'even'].includes(nth.nth.name.toLowerCase())) {
    return false;
  }
  if (nth.selector === null) return true;
  return takesSelector.has(name) && nth.selector.children.toArray().every(compoundAllowed);
}

function compoundAllowed(node: CssNode): boolean {
  if (node.type !== 'Selector') return false;
  const parts = node.children.toArray();
  return parts.length > 0 && parts.every((part) => part.type !== 'Combinator' && partAllowed(part));
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
