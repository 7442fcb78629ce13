import { defineConfig } from 'vitest/config';

/**
 * The cluster suite alone (scripts/cluster/scenarios): it starts 3 API processes, nginx, an S3
 * server and a PostgreSQL database, and measures them under load, so it never runs beside
 * other tests. `npm test` runs it after the other Vitest projects (scripts/test.sh); alone:
 * npx vitest run -c vitest.cluster.config.ts (needs PostgreSQL at 127.0.0.1:5432 or
 * CLUSTER_PG_URL; nginx is installed when missing).
 */
export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['scripts/cluster/scenarios/*.test.mjs'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
