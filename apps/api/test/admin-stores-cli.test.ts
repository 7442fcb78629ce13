import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { storeMailText } from '@souq/domain/locales/ar/store-mail';
import { paths } from '@souq/domain/paths';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { mailOutbox, user, vendorProfiles, vendorStatusChanges } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { compiledEntry } from './helpers/compiled';
import { databaseUrlFor } from './helpers/database-url';

const run = promisify(execFile);
/** The environment without a PostgreSQL URL: the CLI opens DATA_DIR's embedded database. */
const embeddedOnly = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => name !== 'DATABASE_URL'));
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm run stores`: the administrator's decisions from a shell, on the embedded database of a
 * stopped server (a PGlite data directory under DATA_DIR). Same rules, history and mail as the
 * API (admin-stores.test.ts).
 */
describe.runIf(inject('testDatabase').kind === 'pglite')('npm run stores', () => {
  let dataDir: string;
  let storeId: string;
  /** A port nobody listens on, until the test that plays a running server takes it. */
  let port: number;

  const open = () => openDatabase({ dataDir: join(dataDir, 'db') });
  const withDb = async <T>(work: (database: Database) => Promise<T>) => {
    const database = await open();
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  const stores = (...args: string[]) =>
    run(process.execPath, [compiledEntry('stores'), ...args], {
      cwd: apiRoot,
      env: {
        ...embeddedOnly(process.env),
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: String(port),
      },
    });

  beforeAll(async () => {
    const template = inject('testDatabase');
    if (template.kind !== 'pglite') return;
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    dataDir = await mkdtemp(join(tmpdir(), 'souq-stores-cli-'));
    await mkdir(dataDir, { recursive: true });
    await cp(template.templateDir, join(dataDir, 'db'), { recursive: true });
    storeId = await withDb(async ({ db }) => {
      await db
        .insert(user)
        .values({ id: 'cli-owner', name: 'صاحب المتجر', email: 'cli-owner@stores.test' });
      const [row] = await db
        .insert(vendorProfiles)
        .values({
          vendorName: 'متجر الطرفية',
          ownerUserId: 'cli-owner',
          status: 'pending',
          isActive: false,
        })
        .returning();
      return row!.id;
    });
  });
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('lists pending stores, approves one by its owner e-mail, and mails the owner', async () => {
    const listed = await stores('list', 'pending');
    expect(listed.stdout).toContain(storeId);
    expect(listed.stdout).toContain('cli-owner@stores.test');

    const approved = await stores('approve', 'cli-owner@stores.test');
    expect(approved.stdout).toContain(`${storeId}\tactive`);
    await withDb(async ({ db }) => {
      const [row] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.id, storeId));
      expect(row).toMatchObject({ status: 'active', isActive: true });
      const history = await db
        .select()
        .from(vendorStatusChanges)
        .where(eq(vendorStatusChanges.vendorId, storeId))
        .orderBy(asc(vendorStatusChanges.createdAt));
      expect(history).toMatchObject([{ status: 'active', decidedByUserId: null }]);
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'cli-owner@stores.test'));
      expect(mails.map((mail) => mail.subject)).toEqual([
        storeMailText.decision.approved.subject('متجر الطرفية'),
      ]);
    });
  });

  it('suspends by id with a reason, and refuses what the status does not allow', async () => {
    await stores('suspend', storeId, 'مراجعة', 'الشكاوى');
    await withDb(async ({ db }) => {
      const [row] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.id, storeId));
      expect(row).toMatchObject({ status: 'suspended', statusReason: 'مراجعة الشكاوى' });
    });
    await expect(stores('reject', storeId)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('STORE_DECISION_NOT_ALLOWED'),
    });
    await expect(stores('approve', 'nobody@stores.test')).rejects.toMatchObject({ code: 1 });
    await expect(stores('destroy', storeId)).rejects.toMatchObject({
      stderr: expect.stringContaining('usage'),
    });
  });

  it('refuses to open the embedded database while a server answers on its port', async () => {
    const server: Server = createServer((_, res) => res.end('{}'));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      await expect(stores('approve', storeId)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`port ${port}`),
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/**
 * On PostgreSQL the CLI runs beside the servers: its decision reaches their public caches at
 * once (NOTIFY, http/public-changes.ts), not when their cached answers expire.
 */
describe.runIf(inject('testDatabase').kind === 'postgres')('npm run stores beside a server', () => {
  const template = inject('testDatabase');
  const name = `souq_cli_${randomBytes(4).toString('hex')}`;
  let url: string;
  let t: TestApp;
  let storeId: string;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    const admin = new pg.Client({ connectionString: template.serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.template}`);
    await admin.end();
    url = databaseUrlFor(template.serverUrl, name);
    t = await testApp({ database: await openDatabase({ url }) });
    const [row] = await t.database.db
      .insert(vendorProfiles)
      .values({ vendorName: 'متجر بجانب الخادم', status: 'pending', isActive: false })
      .returning();
    storeId = row!.id;
  });
  afterAll(async () => {
    if (template.kind !== 'postgres') return;
    await t?.close();
    await t?.database.close();
    const admin = new pg.Client({ connectionString: template.serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("approves a store that the running server's cached vendors list shows at once", async () => {
    const vendorIds = async () =>
      (await t.app.inject({ method: 'GET', url: paths.api.exportVendors() }))
        .json()
        .data.map((v: { id: string }) => v.id);
    expect(await vendorIds()).not.toContain(storeId); // now cached
    await run(process.execPath, [compiledEntry('stores'), 'approve', storeId], {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url },
    });
    await expect.poll(vendorIds, { timeout: 5_000, interval: 50 }).toContain(storeId);
  });
});
