/**
 * Layer rules of the repository
 * (docs/design.md "Conventions (examples to follow, from codebases we admire)";
 * docs/architecture.md). Pure: takes files with their source, returns the violations, so the rules
 * are unit-tested without a disk.
 */
import { builtinModules } from 'node:module';
import { dirname, join, normalize } from 'node:path';

/** Static, re-export, dynamic and side-effect imports; not CSS's `@import '…'` in a string. */
const importPattern =
  /(?<![\w$@.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?<![\w$@.])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?<![\w$@.])import\s+['"]([^'"]+)['"]/g;

/** Block comments and whole-line comments, which may quote an import as an example. */
const comments = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

export function importsOf(source) {
  const found = [];
  for (const match of source.replace(comments, '').matchAll(importPattern)) {
    found.push(match[1] ?? match[2] ?? match[3]);
  }
  return found;
}

const WEB_SRC = 'apps/web/src/';

/**
 * The repository-relative path an import points at (without an extension), or the bare
 * package name. `@/x` is the web app's alias for apps/web/src/x.
 */
export function resolveTarget(fromFile, specifier) {
  if (specifier.startsWith('.')) return normalize(join(dirname(fromFile), specifier));
  if (specifier.startsWith('@/') && fromFile.startsWith('apps/web/')) {
    return `${WEB_SRC}${specifier.slice(2)}`;
  }
  return specifier;
}

const moduleOf = (path) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(path)?.[1];
/** The top folder of the web app a path is in: 'features', 'lib', 'routes', ... */
const webLayer = (path) =>
  path.startsWith(WEB_SRC) ? path.slice(WEB_SRC.length).split('/')[0] : null;
/** The feature folder a path is in ('cart' for apps/web/src/features/cart/use-cart.ts). */
const featureOf = (path) => /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1];

const nodeBuiltins = new Set(builtinModules);
const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
const isNodeBuiltin = (specifier) =>
  specifier.startsWith('node:') || nodeBuiltins.has(packageName(specifier));
/** What the domain may use: its own files, its two dependencies, and test tools in tests. */
const domainPackages = new Set(['zod', 'css-tree']);
const domainTestPackages = new Set(['vitest', 'fast-check']);
const isDomainTest = (path) => /\.(test|corpus|fixture)\.ts$/.test(path);

const rules = [
  {
    name: 'web and mobile route trees never import each other',
    broken: (from, to) =>
      (from.startsWith('apps/web/src/routes/web/') &&
        to.startsWith('apps/web/src/routes/mobile')) ||
      (from.startsWith('apps/web/src/routes/mobile/') && to.startsWith('apps/web/src/routes/web')),
  },
  {
    name: 'a route file composes feature screens: no components/ or app/ of its own',
    broken: (from, to) =>
      webLayer(from) === 'routes' && ['components', 'app'].includes(webLayer(to)),
  },
  {
    name: 'components/ and lib/ never import features/, routes/ or app/',
    broken: (from, to) =>
      ['components', 'lib'].includes(webLayer(from)) &&
      ['features', 'routes', 'app'].includes(webLayer(to)),
  },
  {
    name: 'features never import app/ or routes/',
    broken: (from, to) => webLayer(from) === 'features' && ['app', 'routes'].includes(webLayer(to)),
  },
  {
    name: 'packages/domain imports nothing from the apps',
    broken: (from, to) =>
      from.startsWith('packages/domain/') &&
      (to.startsWith('apps/') || /^@souq\/(api|web)\b/.test(to)),
  },
  {
    name: 'packages/domain never imports Node built-ins (it runs in the browser too)',
    broken: (from, to) => from.startsWith('packages/domain/') && isNodeBuiltin(to),
  },
  {
    name: 'packages/domain imports only zod and css-tree (no browser or app libraries)',
    broken: (from, to) =>
      from.startsWith('packages/domain/') &&
      !to.startsWith('packages/') &&
      !to.startsWith('apps/') &&
      !/^@souq\/(api|web)\b/.test(to) &&
      !isNodeBuiltin(to) &&
      !domainPackages.has(packageName(to)) &&
      !(isDomainTest(from) && domainTestPackages.has(packageName(to))),
  },
  {
    name: "an API module never reaches into another module's repository",
    broken: (from, to) => {
      const source = moduleOf(from);
      const target = moduleOf(to);
      return Boolean(
        source && target && source !== target && /\/repositor(y|ies)(\.ts|\/|$)/.test(to),
      );
    },
  },
  {
    name: 'the web app never imports the API server and vice versa',
    broken: (from, to) =>
      (from.startsWith('apps/web/') && (to.startsWith('apps/api') || to.startsWith('@souq/api'))) ||
      (from.startsWith('apps/api/') && (to.startsWith('apps/web') || to.startsWith('@souq/web'))),
  },
];

const extensions = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The file of the repository an import points at, or null (a package, or not listed). */
function fileOf(known, target) {
  for (const extension of extensions) {
    if (known.has(`${target}${extension}`)) return `${target}${extension}`;
  }
  return null;
}

/**
 * Strongly connected groups of a graph (Tarjan): every node of a group reaches every other,
 * so a group of two or more is a cycle.
 */
function cyclicGroups(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.add(member);
    } while (member !== node);
    if (group.size > 1) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

const FEATURE_CYCLE = 'no import cycles between features (A imports B imports A)';
const FILE_CYCLE = 'no import cycles between files of the web app or the domain';
const inCycleScope = (path) => path.startsWith(WEB_SRC) || path.startsWith('packages/domain/');

/** Every import edge that lies on a cycle, at the feature level and at the file level. */
function cycleViolations(edges) {
  const featureGraph = new Map();
  const fileGraph = new Map();
  const add = (graph, from, to) => {
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from).add(to);
  };
  for (const { from, to } of edges) {
    const [source, target] = [featureOf(from), featureOf(to)];
    if (source && target && source !== target) add(featureGraph, source, target);
    if (inCycleScope(from) && inCycleScope(to)) add(fileGraph, from, to);
  }
  const featureGroups = cyclicGroups(featureGraph);
  const fileGroups = cyclicGroups(fileGraph);
  const sameGroup = (groups, a, b) => groups.some((group) => group.has(a) && group.has(b));
  const violations = [];
  for (const { from, to, specifier } of edges) {
    const [source, target] = [featureOf(from), featureOf(to)];
    if (source && target && source !== target && sameGroup(featureGroups, source, target)) {
      violations.push({ file: from, import: specifier, rule: FEATURE_CYCLE });
    }
    if (sameGroup(fileGroups, from, to)) {
      violations.push({ file: from, import: specifier, rule: FILE_CYCLE });
    }
  }
  return violations;
}

/** files: [{ path: 'apps/web/src/x.ts', source: '...' }] -> [{ file, import, rule }] */
export function findViolations(files) {
  const known = new Set(files.map((file) => file.path));
  const violations = [];
  const edges = [];
  for (const { path, source } of files) {
    for (const specifier of importsOf(source)) {
      const target = resolveTarget(path, specifier);
      for (const rule of rules) {
        if (rule.broken(path, target))
          violations.push({ file: path, import: specifier, rule: rule.name });
      }
      const file = fileOf(known, target);
      if (file) edges.push({ from: path, to: file, specifier });
    }
  }
  return [...violations, ...cycleViolations(edges)];
}
