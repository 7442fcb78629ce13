import type { CssNode, Declaration } from 'css-tree';
import { generate, walk } from 'css-tree';
import {
  allowedDisplays,
  allowedFontFamilies,
  allowedFunctions,
  allowedProperties,
  allowedTextAligns,
  transformLimits,
} from './vendor-css-rules';

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

function transformAllowed(nodes: CssNode[]): boolean {
  const { px, em, rem, percent, scaleMin, scaleMax } = transformLimits;
  return nodes.every((node) => {
    if (node.type === 'Dimension') {
      const value = Math.abs(Number(node.value));
      const unit = node.unit.toLowerCase();
      if (unit === 'px') return value <= px;
      if (unit === 'em') return value <= em;
      if (unit === 'rem') return value <= rem;
      return ['deg', 'turn', 'rad', 'grad'].includes(unit);
    }
    if (node.type === 'Percentage') return Math.abs(Number(node.value)) <= percent;
    if (node.type === 'Number') {
      const value = Number(node.value);
      return value === 0 || (value >= scaleMin && value <= scaleMax);
    }
    return true;
  });
}

function keywordsAllowed(property: string, nodes: CssNode[]): boolean {
  const words = nodes.flatMap((node) =>
    node.type === 'Identifier' ? [node.name.toLowerCase()] : [],
  );
  if (property === 'display') return words.length === 1 && allowedDisplays.has(words[0]!);
  if (property === 'text-align') return words.length === 1 && allowedTextAligns.has(words[0]!);
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
  if (!nodes.every((node) => valueNodeTypes.has(node.type) && functionAllowed(node))) return null;
  if (property === 'font-family') {
    if (!fontFamilyAllowed(value)) return null;
  } else if (nodes.some((node) => node.type === 'String')) {
    return null;
  }
  if (!keywordsAllowed(property, nodes)) return null;
  if (property === 'transform' && !transformAllowed(nodes)) return null;
  return `${property}:${value}${declaration.important === true ? '!important' : ''}`;
}
