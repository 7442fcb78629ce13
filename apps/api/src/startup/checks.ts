import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * Throws (with the file system's code) unless `dir` exists or can be made, and a file can be
 * written in it: access(W_OK) says yes to root on a read-only mount, a real write does not.
 */
export function assertWritableDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const probe = join(dir, `.write-check-${process.pid}`);
  writeFileSync(probe, '');
  rmSync(probe, { force: true });
}

/**
 * Rejects (EADDRINUSE, EACCES, ...) unless HOST:PORT can be listened on now. Checked before
 * the database is prepared, which can take a minute on a first start, so a port in use is
 * said at once; the real listen later reports the same way if another program takes it first.
 */
export function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
