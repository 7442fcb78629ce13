import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyDatabase, emptyDatabase, migrationsBefore } from './helpers/migration-steps';

/**
 * Migration 0010 on a database the previous release wrote: every older order gets a human
 * number in the order it was placed (not the order rows happen to be stored in), new orders
 * carry on after them, and saved addresses keep everything while gaining building and floor.
 */
describe('migration 0010 numbers older orders and keeps saved addresses', () => {
  let dir: string;
  let client: EmptyDatabase;
  const placedAt = ['2026-03-01', '2026-01-01', '2026-02-01'];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'souq-migration-0010-'));
    const upTo0009 = await migrationsBefore('0010_', dir);
    client = await emptyDatabase('m10');
    await client.migrate(upTo0009);
    await client.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       values ('u1', 'سارة', 'buyer@m10.test', true, now(), now())`,
    );
    const store = (
      await client.query<{ id: string }>(
        `insert into vendor_profiles (vendor_name) values ('متجر') returning id`,
      )
    ).rows[0]!;
    // Stored newest first, so scan order and placing order differ.
    for (const day of placedAt) {
      await client.query(
        `insert into orders (customer_id, vendor_id, currency, subtotal_amount, total_amount,
           payment_method, delivery_requested, customer_contact_info, notes, created_at)
         values ('u1', $1, 'SYP', 1000, 1000, 'cod', false, '{}', $2, $3::timestamptz)`,
        [store.id, day, day],
      );
    }
    await client.query(
      `insert into saved_addresses (user_id, title, street, formatted_address, latitude, longitude)
       values ('u1', 'البيت', 'شارع بغداد', 'شارع بغداد، دمشق', 33.5, 36.3)`,
    );
    await client.migrate();
  });
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('numbers older orders from 1001 in the order they were placed', async () => {
    const rows = (
      await client.query<{ notes: string; number: string }>(
        'select notes, number from orders order by created_at',
      )
    ).rows;
    expect(rows.map((row) => [row.notes, Number(row.number)])).toEqual([
      ['2026-01-01', 1001],
      ['2026-02-01', 1002],
      ['2026-03-01', 1003],
    ]);
  });

  it('gives the next order the number after the last', async () => {
    const { vendor_id } = (
      await client.query<{ vendor_id: string }>('select vendor_id from orders limit 1')
    ).rows[0]!;
    const next = await client.query<{ number: string }>(
      `insert into orders (customer_id, vendor_id, currency, subtotal_amount, total_amount,
         payment_method, delivery_requested, customer_contact_info)
       values ('u1', $1, 'SYP', 1, 1, 'cod', false, '{}') returning number`,
      [vendor_id],
    );
    expect(Number(next.rows[0]!.number)).toBe(1004);
  });

  it('keeps saved addresses, with no building or floor yet', async () => {
    const row = (
      await client.query<Record<string, unknown>>(
        'select title, street, building, floor from saved_addresses',
      )
    ).rows[0];
    expect(row).toEqual({ title: 'البيت', street: 'شارع بغداد', building: null, floor: null });
  });
});
