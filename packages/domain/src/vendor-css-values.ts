import type { CssNode, Declaration } from 'css-tree';
import { generate, walk } from 'css-tree';
import { lengthsAllowed } from './vendor-css-lengths';
import { allowedFontSizeKeywords } from './vendor-css-limits';
import {
  allowedDisplays,
  allowedFontFamilies,
  allowedFunctions,
  allowedProperties,
  allowedTextAligns,
} from './vendor-css-rules';
import { transformAllowed } from './vendor-css-transform';

/** Node types a value may contain; Url, Raw (unparsable) and the rest drop the declaration. */
const valueNodeTypes = new Set([
  'Value',
  'Identifier',
  'Number',
  'Dimension',
  'Percentage',
  'Hash',
  'Operator',
  'Function',
  'String',
  'Parentheses',
]);

function nodesOf(value: CssNode): CssNode[] {
  const found: CssNode[] = [];
  walk(value, (node) => {
    found.push(node);
  });
  return found;
}

/** var() only of the storefront's own theme variables (--vendor-*), never a page variable. */
function functionAllowed(node: CssNode): boolean {
  if (node.type !== 'Function') return true;
  const name = node.name.toLowerCase();
  if (!allowedFunctions.has(name)) return false;
  if (name !== 'var') return true;
  const first = node.children.first;
  return first?.type === 'Identifier' && /^--vendor-[a-z-]+$/.test(first.name);
}

function keywordsAllowed(property: string, nodes: CssNode[]): boolean {
  const words = nodes.flatMap((node) =>
    node.type === 'Identifier' ? [node.name.toLowerCase()] : [],
  );
  if (property === 'display') return words.length === 1 && allowedDisplays.has(words[0]!);
  if (property === 'text-align') return words.length === 1 && allowedTextAligns.has(words[0]!);
  if (property === 'font-size') return words.every((word) => allowedFontSizeKeywords.has(word));
  return true;
}

/** font-family: a comma list of allowed names, quoted or not. */
function fontFamilyAllowed(value: string): boolean {
  return value
    .split(',')
    .map((name) =>
      name
        .trim()
        .replace(/^["']|["']$/g, '')
        .toLowerCase(),
    )
    .every((name) => allowedFontFamilies.has(name));
}

/** The declaration as `property:value`, or null when any part of it is not allowed. */
export function safeDeclaration(declaration: Declaration): string | null {
  const property = declaration.property.toLowerCase();
  // Escapes in a name or value are how filters get fooled; no honest stylesheet needs them here.
  if (!allowedProperties.has(property)) return null;
  const value = generate(declaration.value);
  if (value.includes('\\') || value.trim() === '') return null;
  const nodes = nodesOf(declaration.value);
  if (declaration.value.type !== 'Value') return null;
  if (!nodes.every((node) => valueNodeTypes.has(node.type))) return null;
  // transform's functions are its own (translate, scale, rotate), judged for their total.
  if (property === 'transform') {
    if (!transformAllowed(declaration.value)) return null;
  } else if (!nodes.every(functionAllowed)) return null;
  if (property === 'font-family') {
    if (!fontFamilyAllowed(value)) return null;
  } else if (nodes.some((node) => node.type === 'String')) {
    return null;
  }
  if (!keywordsAllowed(property, nodes)) return null;
  if (!lengthsAllowed(property, declaration.value)) return null;
  return `${property}:${value}${declaration.important === true ? '!important' : ''}`;
}
