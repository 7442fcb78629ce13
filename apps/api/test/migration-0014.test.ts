import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyDatabase, emptyDatabase, migrationsBefore } from './helpers/migration-steps';

/**
 * Migration 0014 (listed products, product cards) on a database the previous release wrote:
 * every product keeps its row, products of a store that is not active stay hidden, and every
 * product gets its card, images and variants included.
 */
describe('migration 0014 keeps the catalogue and cards every product', () => {
  let dir: string;
  let client: EmptyDatabase;
  const ids: Record<string, string> = {};

  const one = async <T>(query: string, params: unknown[] = []) =>
    (await client.query<T>(query, params)).rows[0]!;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'souq-migration-0014-'));
    const upTo0013 = await migrationsBefore('0014_', dir);
    client = await emptyDatabase('m14');
    await client.migrate(upTo0013);
    const store = async (name: string, status: string) =>
      (
        await one<{ id: string }>(
          `insert into vendor_profiles (vendor_name, status, is_active) values ($1, $2, $3) returning id`,
          [name, status, status === 'active'],
        )
      ).id;
    ids.open = await store('متجر مفتوح', 'active');
    ids.suspended = await store('متجر موقوف', 'suspended');
    const product = async (vendorId: string, name: string) =>
      (
        await one<{ id: string }>(
          `insert into products (vendor_id, name, base_price, created_at)
           values ($1, $2, 2500.5, '2025-03-01T10:00:00.123456Z') returning id`,
          [vendorId, name],
        )
      ).id;
    ids.shown = await product(ids.open, 'عسل جبلي');
    ids.hidden = await product(ids.suspended, 'صابون غار');
    await client.query(
      `insert into product_images (product_id, image_url, sort_order) values ($1, '/media/2.webp', 2), ($1, '/media/1.webp', 1)`,
      [ids.shown],
    );
    await client.query(
      `insert into product_variants (product_id, size, price_adjustment, stock_count) values ($1, '500 غ', 0, 4)`,
      [ids.shown],
    );
    await client.migrate();
  });
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the open store product only', async () => {
    const rows = (
      await client.query<{ id: string }>(
        'select id from products where is_active and store_active order by name',
      )
    ).rows;
    expect(rows.map((row) => row.id)).toEqual([ids.shown]);
    expect((await client.query('select id from products')).rows).toHaveLength(2);
  });

  it('writes a card for every product, with its images and variants', async () => {
    const cards = (
      await client.query<{ product_id: string; card: string }>(
        'select product_id, card from product_cards',
      )
    ).rows;
    expect(cards.map((row) => row.product_id).sort()).toEqual([ids.shown, ids.hidden].sort());
    const card = JSON.parse(cards.find((row) => row.product_id === ids.shown)!.card);
    expect(card).toMatchObject({
      id: ids.shown,
      name: 'عسل جبلي',
      base_price: 2500.5,
      vendor_profiles: { id: ids.open, vendor_name: 'متجر مفتوح' },
      product_images: [{ image_url: '/media/1.webp' }, { image_url: '/media/2.webp' }],
      product_variants: [{ size: '500 غ', price_adjustment: 0, stock_count: 4 }],
      created_at: '2025-03-01T10:00:00.123Z',
    });
  });

  it('lists the suspended store products again once it is reinstated', async () => {
    await client.query(
      `update vendor_profiles set status = 'active', is_active = true where id = $1`,
      [ids.suspended],
    );
    const row = await one<{ store_active: boolean }>(
      'select store_active from products where id = $1',
      [ids.hidden],
    );
    expect(row.store_active).toBe(true);
  });
});
