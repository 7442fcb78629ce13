/**
 * Layer rules of the repository (DESIGN.md, Conventions). Pure: takes files with their
 * import specifiers, returns the violations, so the rules are unit-tested without a disk.
 */
import { dirname, join, normalize } from 'node:path';

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

export function importsOf(source) {
  const found = [];
  for (const match of source.matchAll(importPattern)) found.push(match[1] ?? match[2] ?? match[3]);
  return found;
}

/** The repository-relative path an import points at, or the bare package name. */
export function resolveTarget(fromFile, specifier) {
  if (specifier.startsWith('.')) return normalize(join(dirname(fromFile), specifier));
  return specifier;
}

const moduleOf = (path) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(path)?.[1];

const rules = [
  {
    name: 'web and mobile route trees never import each other',
    broken: (from, to) =>
      (from.startsWith('apps/web/src/routes/web/') &&
        to.startsWith('apps/web/src/routes/mobile')) ||
      (from.startsWith('apps/web/src/routes/mobile/') && to.startsWith('apps/web/src/routes/web')),
  },
  {
    name: 'packages/domain imports nothing from the apps',
    broken: (from, to) =>
      from.startsWith('packages/domain/') &&
      (to.startsWith('apps/') || /^@souq\/(api|web)\b/.test(to)),
  },
  {
    name: "an API module never reaches into another module's repository",
    broken: (from, to) => {
      const source = moduleOf(from);
      const target = moduleOf(to);
      return Boolean(
        source && target && source !== target && /\/repository(\.ts)?$|\/repositories?\//.test(to),
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

/** files: [{ path: 'apps/web/src/x.ts', source: '...' }] -> [{ file, import, rule }] */
export function findViolations(files) {
  const violations = [];
  for (const { path, source } of files) {
    for (const specifier of importsOf(source)) {
      const target = resolveTarget(path, specifier);
      for (const rule of rules) {
        if (rule.broken(path, target))
          violations.push({ file: path, import: specifier, rule: rule.name });
      }
    }
  }
  return violations;
}
