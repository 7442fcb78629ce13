import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
// Should a regression let the server start, it must not touch the repository's ./data.
const DATA_DIR = join(tmpdir(), 'souq-main-test');

/** Bad configuration stops the real entry point with a readable message and exit code 1. */
describe('src/main.ts with bad configuration', () => {
  it('exits 1 naming each bad variable, without a stack trace', () => {
    const result = spawnSync('node', ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, DATA_DIR, PORT: 'abc', GEOCODER_URL: 'not a url' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/PORT: .*"abc"/);
    expect(result.stderr).toMatch(/GEOCODER_URL: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses to start in production without AUTH_SECRET', () => {
    const result = spawnSync('node', ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, DATA_DIR, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/AUTH_SECRET: required in production/);
  });
});
