import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compiledEntry } from './helpers/compiled';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
// Should a regression let the server start, it must not touch the repository's ./data.
const DATA_DIR = join(tmpdir(), 'souq-main-test');

/** Bad configuration stops the real entry point with a readable message and exit code 1. */
describe('the compiled server (src/main.ts) with bad configuration', () => {
  it('exits 1 naming each bad variable, without a stack trace', () => {
    const result = spawnSync('node', [compiledEntry('main')], {
      cwd: apiDir,
      env: { PATH: process.env.PATH, DATA_DIR, PORT: 'abc', GEOCODER_URL: 'not a url' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/PORT: .*"abc"/);
    expect(result.stderr).toMatch(/GEOCODER_URL: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    ['without AUTH_SECRET', {}],
    // Earlier releases shipped this one in the source: anyone could sign admin confirmations.
    [
      'with the published development secret',
      { AUTH_SECRET: 'souq-development-secret-do-not-use-in-production' },
    ],
    ['with a long but repetitive secret', { AUTH_SECRET: 'abc123'.repeat(8) }],
  ])('refuses to start in production %s', (_case, secret) => {
    const result = spawnSync('node', [compiledEntry('main')], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        DATA_DIR,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://souq.example',
        ...secret,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/AUTH_SECRET: refused in production because it /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
