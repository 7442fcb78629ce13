import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type OrderStatus,
  orderStatuses,
  type PaymentMethod,
  paymentMethods,
} from '@souq/domain/orders';
import { derivedPaymentStatus } from '@souq/domain/payment-status';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from './helpers/database-url';

const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));

/** An empty database of the run's kind: raw queries, and migrations from a given folder. */
interface EmptyDatabase {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<EmptyDatabase> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      query: (text, params) => client.query(text, params),
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `souq_m8_${template.runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrlFor(template.serverUrl, name) });
  const db = drizzlePg(pool);
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)) as unknown as { rows: T[] },
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Migration 0008 (payment status, delivery fee rule) on a database the previous release wrote:
 * every order gets the payment status its method and status imply (payment-status.ts
 * derivedPaymentStatus), and no store has a fee rule (fees stay unknown).
 */
describe('migration 0008 gives older orders a payment status', () => {
  let dir: string;
  let client: EmptyDatabase;

  const one = async <T>(query: string, params: unknown[] = []) =>
    (await client.query<T>(query, params)).rows[0]!;
  const cases: [PaymentMethod, OrderStatus][] = paymentMethods.flatMap((method) =>
    orderStatuses.map((status): [PaymentMethod, OrderStatus] => [method, status]),
  );

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'souq-migration-0008-'));
    const upTo0007 = join(dir, 'drizzle');
    await cp(migrations, upTo0007, { recursive: true });
    const journalPath = join(upTo0007, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8'));
    const cut = journal.entries.findIndex((e: { tag: string }) => e.tag.startsWith('0008_'));
    expect(cut).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, cut);
    await writeFile(journalPath, JSON.stringify(journal));

    client = await emptyDatabase();
    await client.migrate(upTo0007);
    await client.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       values ('u1', 'سارة', 'buyer@m8.test', true, now(), now())`,
    );
    const store = await one<{ id: string }>(
      `insert into vendor_profiles (vendor_name) values ('متجر') returning id`,
    );
    for (const [method, status] of cases) {
      await client.query(
        `insert into orders (customer_id, vendor_id, status, currency, subtotal_amount,
           total_amount, payment_method, delivery_requested, customer_contact_info, notes)
         values ('u1', $1, $2, 'SYP', 1000, 1000, $3, false, '{}', $4)`,
        [store.id, status, method, `${method} ${status}`],
      );
    }
    await client.migrate(migrations);
  });
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("derives each order's payment status from its method and status", async () => {
    const rows = (
      await client.query<{ notes: string; payment_status: string }>(
        'select notes, payment_status from orders',
      )
    ).rows;
    expect(rows).toHaveLength(cases.length);
    const byCase = Object.fromEntries(rows.map((row) => [row.notes, row.payment_status]));
    for (const [method, status] of cases) {
      expect(byCase[`${method} ${status}`], `${method} ${status}`).toBe(
        derivedPaymentStatus(method, status),
      );
    }
  });

  it('leaves every store without a fee rule, and checks payment statuses from now on', async () => {
    const store = await one<{ rule: unknown }>(
      'select delivery_fee_rule as rule from vendor_profiles',
    );
    expect(store.rule).toBeNull();
    await expect(client.query(`update orders set payment_status = 'maybe'`)).rejects.toThrow(
      /orders_payment_status/,
    );
  });
});
