import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../src/modules/media/s3-storage';
import { compiledEntry } from './helpers/compiled';
import { startS3, type TestS3 } from './helpers/s3-server';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A port nothing listens on right now, for the server under test. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Polls until the server answers, or gives up with what it printed. */
async function whenListening(child: ChildProcess, base: string, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output()}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${output()}`);
}

/**
 * Runs the server to its end. Never spawnSync here: s3rver answers from this very process,
 * which a synchronous wait would freeze.
 */
function runToExit(env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [compiledEntry('main')], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 60_000,
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stderr }));
  });
}

/** `npm start` (src/main.ts) with S3_* set, against a real S3-protocol server. */
describe('src/main.ts with media on S3', () => {
  let s3: TestS3;
  let dataDir: string;

  beforeAll(async () => {
    s3 = await startS3();
    dataDir = await mkdtemp(join(tmpdir(), 'souq-main-s3-'));
  });
  afterAll(async () => {
    await s3?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const environment = (extra: Record<string, string>) => ({
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    ...s3.env,
    ...extra,
  });

  /** Whether the process has libvips (sharp) mapped: it adds ~20 MB to the server. */
  const hasLibvips = async (pid: number) =>
    (await readFile(`/proc/${pid}/maps`, 'utf8')).includes('libvips');

  it('starts and serves media from the bucket, loading sharp only for a picture to size', async () => {
    const clip = randomBytes(5000);
    const picture = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#c0ffee' },
    })
      .jpeg()
      .toBuffer();
    await s3Storage(s3.config).put('videos/boot.mp4', clip, 'video/mp4');
    await s3Storage(s3.config).put('products/boot/0.jpg', picture, 'image/jpeg');
    const port = await freePort();
    const child = spawn('node', [compiledEntry('main')], {
      cwd: apiDir,
      env: environment({ PORT: String(port) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      await whenListening(child, base, () => output);
      const res = await fetch(`${base}/media/videos/boot.mp4`, {
        headers: { range: 'bytes=10-19' },
      });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(clip.subarray(10, 20));
      expect(output).not.toMatch(/S3 media storage|ConfigError|not available yet/);
      const pid = child.pid as number;
      expect(await hasLibvips(pid)).toBe(false);
      const thumbnail = await fetch(`${base}/media/products/boot/0.jpg?preset=thumbnail`);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
        height: 200,
      });
      expect(await hasLibvips(pid)).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);

  it('refuses to start, in one line and without a stack, when the bucket is not there', async () => {
    const result = await runToExit(environment({ S3_BUCKET: 'no-such-bucket', PORT: '1' }));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `Souq API cannot start: S3 media storage: bucket "no-such-bucket" at ${s3.config.endpoint} does not exist; create the bucket or fix S3_BUCKET\n`,
    );
  }, 90_000);

  it('refuses to start, in one line, when nothing answers at S3_ENDPOINT', async () => {
    const result = await runToExit(environment({ S3_ENDPOINT: 'http://127.0.0.1:9', PORT: '1' }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^Souq API cannot start: S3 media storage: bucket "souq-media" at http:\/\/127\.0\.0\.1:9 is unreachable \(.+\); start the S3 server or fix S3_ENDPOINT\n$/,
    );
  }, 90_000);
});
