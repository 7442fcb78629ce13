/**
 * Starts the built marketplace on a port for a measurement script and waits until healthy.
 * Uses a throwaway data directory unless one is given, so measurements start from demo data.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startServer({ port = 3200, dataDir } = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'souq-measure-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
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
        return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not become healthy in 180 s');
}
