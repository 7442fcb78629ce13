import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyDatabase, emptyDatabase, migrationsBefore } from './helpers/migration-steps';

/**
 * Migration 0007 (store and product status) on a database the previous release wrote: hidden
 * rows must stay hidden and visible ones visible, now as statuses that the CHECKs tie to
 * is_active. The database is migrated up to 0006 from a copy of the migrations folder whose
 * journal stops there, filled like the old release would, then migrated to the latest.
 */
describe('migration 0007 keeps what shoppers saw', () => {
  let dir: string;
  let client: EmptyDatabase;
  let ids: Record<'shownStore' | 'hiddenStore' | 'shownProduct' | 'hiddenProduct', string>;

  const one = async <T>(query: string, params: unknown[] = []) =>
    (await client.query<T>(query, params)).rows[0]!;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'souq-migration-0007-'));
    const upTo0006 = await migrationsBefore('0007_', dir);
    client = await emptyDatabase('m7');
    await client.migrate(upTo0006);
    const store = (name: string, active: boolean) =>
      one<{ id: string }>(
        `insert into vendor_profiles (vendor_name, is_active, created_at)
         values ($1, $2, '2025-03-01T10:00:00Z') returning id`,
        [name, active],
      );
    const shownStore = (await store('متجر ظاهر', true)).id;
    const hiddenStore = (await store('متجر مخفي', false)).id;
    const product = (name: string, active: boolean) =>
      one<{ id: string }>(
        `insert into products (vendor_id, name, base_price, is_active)
         values ($1, $2, 1000, $3) returning id`,
        [shownStore, name, active],
      );
    ids = {
      shownStore,
      hiddenStore,
      shownProduct: (await product('منتج ظاهر', true)).id,
      hiddenProduct: (await product('منتج مخفي', false)).id,
    };
    await client.migrate();
  });
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps every row, a hidden store suspended and a visible one active', async () => {
    const rows = (
      await client.query<{ id: string; status: string; is_active: boolean; applied_at: Date }>(
        'select id, status, is_active, applied_at from vendor_profiles order by vendor_name',
      )
    ).rows;
    expect(rows).toHaveLength(2);
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[ids.shownStore]).toMatchObject({ status: 'active', is_active: true });
    expect(byId[ids.hiddenStore]).toMatchObject({ status: 'suspended', is_active: false });
    // The application date is the day the store was created.
    expect(new Date(byId[ids.shownStore]!.applied_at).toISOString()).toBe(
      '2025-03-01T10:00:00.000Z',
    );
  });

  it('keeps every product, a hidden one as a draft and a visible one active', async () => {
    const rows = (
      await client.query<{ id: string; status: string; is_active: boolean }>(
        'select id, status, is_active from products',
      )
    ).rows;
    expect(rows).toHaveLength(2);
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[ids.shownProduct]).toMatchObject({ status: 'active', is_active: true });
    expect(byId[ids.hiddenProduct]).toMatchObject({ status: 'draft', is_active: false });
  });

  it('ties is_active to status from now on', async () => {
    await expect(
      client.query(`update vendor_profiles set status = 'pending' where id = $1`, [ids.shownStore]),
    ).rejects.toThrow(/vendor_profiles_active_is_status/);
    await expect(
      client.query(`update products set is_active = true where id = $1`, [ids.hiddenProduct]),
    ).rejects.toThrow(/products_active_is_status/);
    await client.query(
      `update vendor_profiles set status = 'active', is_active = true where id = $1`,
      [ids.hiddenStore],
    );
    expect(
      (
        await one<{ status: string }>('select status from vendor_profiles where id = $1', [
          ids.hiddenStore,
        ])
      ).status,
    ).toBe('active');
  });
});
