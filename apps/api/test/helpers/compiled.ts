import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const buildScript = fileURLToPath(new URL('../../../../scripts/build-api.mjs', import.meta.url));

/**
 * Builds the compiled server (scripts/build-api.mjs; skipped when its sources are unchanged).
 * Run once per test run by global-setup.ts, before any worker starts, so no test ever sees
 * apps/api/dist half-written.
 */
export function buildCompiledServer(): void {
  execFileSync(process.execPath, [buildScript, '--quiet'], { stdio: 'inherit' });
}

/**
 * An entry point of the compiled server, for tests that run the server or the stores CLI as a
 * process, as production runs them (decision 022). Through tsx each start spent ~4 s more
 * transpiling the whole server; the files that start processes were the slowest of the suite.
 */
export const compiledEntry = (name: 'main' | 'stores'): string =>
  fileURLToPath(new URL(`../../dist/${name}.js`, import.meta.url));
