import { defineConfig } from 'vitest/config';

/** One Vitest run, three projects: pure rules, API on a real database, web components. */
export default defineConfig({
  test: {
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
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
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
        },
      },
    ],
  },
});
