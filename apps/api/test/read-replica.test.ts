import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { notifyPublicChange } from '../src/http/public-changes';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';
import { postgresBin, type ReplicatedPair, startReplicatedPair } from './helpers/pg-replica';

const bin = postgresBin();
/** Short, so the bounded-staleness case takes a second, not five. */
const MAX_LAG_MS = 1_000;

/** Waits for a condition, checking every 25 ms, at most `ms`. */
async function until(condition: () => boolean | Promise<boolean>, ms = 5_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return condition();
}

/**
 * DATABASE_READ_URL on a real streaming replica (pg_basebackup of a primary, both made here
 * with the machine's PostgreSQL programs): public reads come from the replica only while it
 * holds what shoppers must see (db/replica-gate.ts), and a replica that goes away costs no
 * shopper an error.
 */
describe.skipIf(!bin)('public reads from a read replica', () => {
  let pair: ReplicatedPair;
  let database: Database;
  let t: TestApp;
  let vendorId: string;

  beforeAll(async () => {
    pair = await startReplicatedPair(bin!);
    const migrating = await openDatabase({ url: pair.primaryUrl });
    await migrating.migrate();
    await migrating.close();
    database = await openDatabase({
      url: pair.primaryUrl,
      readUrl: pair.replicaUrl,
      maxLagMs: MAX_LAG_MS,
    });
    t = await testApp({ database });
    vendorId = (await fixtures(database.db).vendor()).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
    pair?.stop();
  });

  /** Is the product in the public list? Never from the response cache. */
  const listed = async (productId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${paths.api.exportProducts()}?product_id=${productId}`,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.length === 1;
  };
  /** A product written to the primary and announced to nobody (like stock an order takes). */
  const unannounced = async () => (await fixtures(database.db).product(vendorId)).id;
  const caughtUp = () => until(() => database.replica!.inUse());

  it('reads the primary after a migration until the replica has replayed it', async () => {
    expect(await caughtUp()).toBe(true);
    await database.migrate();
    expect(database.replica!.inUse()).toBe(false);
    expect(await caughtUp()).toBe(true);
  });

  it('serves from the replica once it has caught up', async () => {
    const id = await unannounced();
    expect(await caughtUp()).toBe(true);
    expect(await until(() => listed(id))).toBe(true);
  });

  it('after an announced change, reads the primary until the replica has replayed it', async () => {
    expect(await caughtUp()).toBe(true);
    await pair.onReplica('select pg_wal_replay_pause()');
    const id = await unannounced();
    // Unannounced and not replayed: the replica answers, without it.
    expect(await listed(id)).toBe(false);
    // Another process announces a change (NOTIFY): this one forgets and reads the primary.
    await notifyPublicChange(database.db, 'another-process');
    expect(await until(() => listed(id))).toBe(true);
    expect(database.replica!.inUse()).toBe(false);
    await pair.onReplica('select pg_wal_replay_resume()');
    expect(await caughtUp()).toBe(true);
    expect(await listed(id)).toBe(true);
  });

  it('never serves from a replica more than the allowed lag behind', async () => {
    expect(await caughtUp()).toBe(true);
    await pair.onReplica('select pg_wal_replay_pause()');
    const id = await unannounced();
    expect(await listed(id)).toBe(false);
    // Nobody announced it, but once the replica is MAX_LAG_MS behind, the primary answers.
    expect(await until(() => listed(id), MAX_LAG_MS + 3_000)).toBe(true);
    await pair.onReplica('select pg_wal_replay_resume()');
    expect(await caughtUp()).toBe(true);
  });

  it('answers from the primary when the replica goes away, without an error', async () => {
    expect(await caughtUp()).toBe(true);
    const id = await unannounced();
    await until(() => listed(id));
    pair.stopReplica();
    // The first read may still be routed to the replica: it falls back to the primary.
    expect(await listed(id)).toBe(true);
    expect(await listed(id)).toBe(true);
    expect(database.replica!.inUse()).toBe(false);
  });
});
