// @ts-check
/**
 * What a newcomer's `npm start` says when the machine is not ready (issue 22): the compiled
 * server, as `npm run serve` runs it, with the port taken, a data directory that cannot be
 * written, or PostgreSQL not answering, ends with exit code 1 and one line saying what and
 * what to do, never a stack trace.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from './build-api.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'souq-start-problems-'));

beforeAll(() => buildApi({ quiet: true }), 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Runs apps/api/dist/main.js with `env` until it exits (or 60 s).
 * @param {Record<string, string>} env
 */
function serve(env) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['--max-old-space-size=160', 'apps/api/dist/main.js'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** @param {{ code: number | null, stdout: string, stderr: string }} result */
function oneClearLine(result) {
  expect(result.code).toBe(1);
  expect(result.stderr.endsWith('\n')).toBe(true);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines, result.stderr).toHaveLength(1);
  expect(`${result.stdout}${result.stderr}`).not.toMatch(/\n\s+at /);
  return lines[0];
}

/** A port something else is listening on, held until the test ends. */
async function takenPort() {
  const holder = createServer();
  await new Promise((resolve) => holder.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = holder.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { port: address.port, release: () => holder.close() };
}

/** A port nothing listens on (PORT must be 1 or more). */
async function freePort() {
  const { port, release } = await takenPort();
  release();
  return String(port);
}

describe('npm start on a machine that is not ready', () => {
  it('says the port is taken and which to use instead', async () => {
    const { port, release } = await takenPort();
    try {
      const line = oneClearLine(
        await serve({ PORT: String(port), DATA_DIR: join(scratch, 'port') }),
      );
      expect(line).toBe(
        `Souq API cannot start: port ${port} is already in use (another program, perhaps another Souq, is listening on it). Stop that program, or choose another port: PORT=${port + 1} npm start`,
      );
    } finally {
      release();
    }
  }, 60_000);

  it('says the data directory cannot be written, with or without AUTH_SECRET', async () => {
    // A file where the directory should be: ENOTDIR even for root, who may write anywhere else.
    const file = join(scratch, 'a-file');
    writeFileSync(file, '');
    const dataDir = join(file, 'data');
    /** @type {Record<string, string>[]} */
    const secrets = [{}, { AUTH_SECRET: 'qZ7vN2pL9xR4wT6yU1mK8bC3' }];
    for (const secret of secrets) {
      const line = oneClearLine(
        await serve({ PORT: await freePort(), DATA_DIR: dataDir, ...secret }),
      );
      expect(line).toBe(
        `Souq API cannot start: its data directory ${dataDir} cannot be written (ENOTDIR: a file is in the way). Make it writable, or choose another directory with DATA_DIR=/path/to/dir.`,
      );
    }
  }, 60_000);

  it('says PostgreSQL at DATABASE_URL does not answer, without its password', async () => {
    const port = await freePort();
    const line = oneClearLine(
      await serve({
        PORT: await freePort(),
        DATA_DIR: join(scratch, 'postgres'),
        DATABASE_URL: `postgres://souq:hunter2@127.0.0.1:${port}/none`,
      }),
    );
    expect(line).toBe(
      `Souq API cannot start: PostgreSQL at 127.0.0.1:${port}/none (DATABASE_URL) does not answer (ECONNREFUSED). Start PostgreSQL there or correct DATABASE_URL; without DATABASE_URL Souq uses its embedded database in DATA_DIR.`,
    );
  }, 60_000);
});
