import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { repoRoot } from '../src/locations';
import { type TestApp, testApp } from './helpers/app';
import { databaseUrlFor } from './helpers/database-url';
import { adminQuery } from './helpers/db';
import {
  type OrderWorld,
  orderBody,
  orderWorld,
  placeOrder,
  walletProduct,
} from './helpers/orders';

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

const admin = (statement: string) => adminQuery(serverUrl!, statement);

/** `npm run backup` / `npm run restore` as an operator runs them, with the server's variables. */
const ops = (script: string, args: string[], env: Record<string, string>) =>
  run('node', [join(repoRoot, 'scripts/ops', script), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });

/**
 * docs/operations.md "Backups": a backup of a running marketplace on PostgreSQL, restored into a
 * fresh database and data directory, serves the same stores, products, orders, media and
 * signed-in sessions. PostgreSQL only (pg_dump and pg_restore against TEST_DATABASE_URL's server).
 */
describe.skipIf(!serverUrl)('backup and restore', () => {
  const suffix = randomBytes(4).toString('hex');
  const source = `souq_backup_src_${suffix}`;
  const restored = `souq_backup_dst_${suffix}`;
  let work: string;
  let before: TestApp;
  let w: OrderWorld;
  let productId: string;
  let orderId: string;
  const mediaFile = 'products/backup-proof.txt';
  /** The operator keeps AUTH_SECRET with the backup (or the machine's file, which it carries). */
  const AUTH_SECRET = randomBytes(48).toString('base64');

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'souq-backup-'));
    await admin(`create database ${source}`);
    const database: Database = await openDatabase({ url: databaseUrlFor(serverUrl!, source) });
    await database.migrate();
    before = await testApp({
      database,
      env: { DATA_DIR: join(work, 'before'), AUTH_SECRET },
      storageFromConfig: true,
    });
    w = await orderWorld(before);
    productId = (await walletProduct(w, { name: 'زيت زيتون بلدي', stockCount: 7 })).id;
    const placed = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: productId, quantity: 2, unit_price: 1500 }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json().id;
    await mkdir(join(work, 'before/media/products'), { recursive: true });
    await writeFile(join(work, 'before/media', mediaFile), 'صورة');
    await writeFile(join(work, 'before/auth-secret'), 'the secret made for this machine\n');
  }, 60_000);

  afterAll(async () => {
    await before?.close();
    await before?.database.close();
    await admin(`drop database if exists ${source} with (force)`);
    await admin(`drop database if exists ${restored} with (force)`);
    await rm(work, { recursive: true, force: true });
  });

  it('restores into a fresh database and data directory, and the app serves it', async () => {
    const backupDir = join(work, 'backup');
    const written = await ops('backup.mjs', [backupDir], {
      DATABASE_URL: databaseUrlFor(serverUrl!, source),
      DATA_DIR: join(work, 'before'),
    });
    expect(written.stdout).toContain('postgres, media: disk');
    const manifest = JSON.parse(await readFile(join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ database: 'postgres', media: 'disk' });

    await admin(`create database ${restored}`);
    const afterEnv = {
      DATABASE_URL: databaseUrlFor(serverUrl!, restored),
      DATA_DIR: join(work, 'after'),
    };
    await ops('restore.mjs', [backupDir], afterEnv);
    // A second restore over it is refused: nothing an operator has is overwritten by mistake.
    await expect(ops('restore.mjs', [backupDir], afterEnv)).rejects.toMatchObject({
      stderr: expect.stringContaining('--replace'),
    });

    const database = await openDatabase({ url: afterEnv.DATABASE_URL });
    await database.migrate(); // what the next start does: nothing to apply here
    const after = await testApp({
      database,
      env: { DATA_DIR: afterEnv.DATA_DIR, AUTH_SECRET },
      storageFromConfig: true,
    });
    try {
      const list = await after.app.inject({
        method: 'GET',
        url: `${paths.api.exportProducts()}?product_id=${productId}`,
      });
      expect(list.json().data).toMatchObject([
        { id: productId, name: 'زيت زيتون بلدي', stock_count: 5 },
      ]);
      // The shopper's session cookie from before the backup still signs them in.
      const cookie = [...w.shopper.jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const order = await after.app.inject({
        method: 'GET',
        url: paths.api.shopperOrder(orderId),
        headers: { cookie },
      });
      expect(order.statusCode, order.body).toBe(200);
      expect(order.body).toContain(orderId);
      expect(await readFile(join(afterEnv.DATA_DIR, 'media', mediaFile), 'utf8')).toBe('صورة');
      expect(await readFile(join(afterEnv.DATA_DIR, 'auth-secret'), 'utf8')).toBe(
        'the secret made for this machine\n',
      );
    } finally {
      await after.close();
      await database.close();
    }
  });

  it('refuses the embedded database while the server may be running', async () => {
    await expect(
      ops('backup.mjs', [join(work, 'embedded')], { DATA_DIR: join(work, 'before') }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('--server-stopped') });
  });
});
