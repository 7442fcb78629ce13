import { fileURLToPath } from 'node:url';

/**
 * Where the server finds files it ships with, in one module that sits directly in apps/api/src.
 * The production build bundles the server into apps/api/dist/*.js (scripts/build-api.mjs), the
 * same depth below the repository, so `../../../` from this module's URL is the repository root
 * both when run from source (tests, tsx) and from the bundle. Other modules must not compute
 * paths from their own import.meta.url: inside the bundle that is dist/, not their folder.
 */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The SQL migration files (drizzle-kit's folder), applied at start. */
export const migrationsFolder = `${repoRoot}apps/api/drizzle`;

/** The demo clips shipped for the seed (made once by scripts/make-demo-videos.mjs). */
export const seedVideosFolder = `${repoRoot}apps/api/src/seed/videos/`;

/**
 * How to run the demo seed as its own process, the same way this server runs: the compiled
 * seed beside the compiled server, or the TypeScript source through tsx when the server runs
 * from source (tests, `npm run dev`).
 */
export const seedCommand: readonly string[] = import.meta.url.endsWith('.ts')
  ? [process.execPath, '--import', 'tsx', `${repoRoot}apps/api/src/seed/cli.ts`]
  : [process.execPath, `${repoRoot}apps/api/dist/seed.js`];
