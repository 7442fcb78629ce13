import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Web test files that replace a module with vi.mock: they run isolated (a module registry of
 * their own), so a mock never leaks into another file. Found by reading the files, so a new
 * mocking test lands in the isolated project without anyone listing it.
 */
function webFilesThatMock(): string[] {
  // From this file, not the working directory: Vitest may be started from anywhere.
  const sources = fileURLToPath(new URL('./apps/web/src', import.meta.url));
  return readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(join(sources, file), 'utf8').includes('vi.mock('))
    .map((file) => join('src', file));
}
const mockingWebFiles = webFilesThatMock();

/**
 * One Vitest run, four projects: pure rules, API on a real database, web components (and the
 * web files that mock modules, isolated). The API and shared web files run without per-file
 * isolation: loading the server or React once per worker instead of once per file took this run
 * from 15.1 to 5.4 minutes on 2 cores (API files open their own database, web tests clean up
 * after themselves in src/test/setup.ts, and neither mocks a module).
 */
export default defineConfig({
  test: {
    // 2 workers on the 2-core CI machine (Vitest's default leaves one core idle).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
          // The cluster suite runs on its own: vitest.cluster.config.ts.
          exclude: ['cluster/scenarios/**', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...mockingWebFiles],
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web-mocks',
          root: 'apps/web',
          environment: 'happy-dom',
          include: mockingWebFiles,
        },
      },
    ],
  },
});
