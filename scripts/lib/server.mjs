/**
 * Starts the built marketplace on a port for a measurement script and waits until healthy.
 * Uses a throwaway data directory unless one is given, so measurements start from demo data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '../build-api.mjs';

/**
 * fakeServices: also start e2e/support/fake-services.mjs on port + 1 (local map tiles and
 * geocoder) and point the server at it, so map pages render without the internet.
 */
export async function startServer({ port = 3200, dataDir, fakeServices = false } = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'souq-measure-'));
  const url = `http://127.0.0.1:${port}`;
  const fakes = fakeServices ? await startFakeServices(port + 1) : null;
  // What production runs: the compiled server (built here when its sources changed).
  await buildApi({ quiet: true });
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. '--cpu-prof' to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // As `npm run serve` runs it: the old-space cap keeps the heap from growing lazily under load.
  const child = spawn('node', ['--max-old-space-size=160', ...nodeArgs, 'apps/api/dist/main.js'], {
    env: {
      // As `npm run serve` and the systemd unit set it (decision 024, addendum).
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...process.env,
      ...(fakes?.env ?? {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok)
        return {
          url,
          pid: child.pid,
          stop: () => {
            child.kill('SIGTERM');
            fakes?.stop();
          },
        };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  fakes?.stop();
  throw new Error('server did not become healthy in 180 s');
}

async function startFakeServices(port) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['e2e/support/fake-services.mjs'], {
    env: { ...process.env, FAKE_SERVICES_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => child.kill('SIGTERM');
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`${base}/health`)).ok) {
        const env = {
          MAP_TILE_URL: `${base}/tiles/{z}/{x}/{y}.png`,
          MAP_SATELLITE_TILE_URL: `${base}/tiles/satellite/{z}/{x}/{y}.png`,
          GEOCODER_URL: base,
        };
        return { env, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('fake services did not start');
}
