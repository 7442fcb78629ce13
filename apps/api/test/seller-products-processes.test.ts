import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { type OrderWorld, orderWorld } from './helpers/orders';
import { shirt } from './helpers/seller-products';

/**
 * Two API processes on one database (two apps sharing it here): a seller's write through one
 * clears the other's public caches too, through PostgreSQL NOTIFY (http/public-changes.ts),
 * instead of the other serving its kept answer until it expires.
 */
describe('seller writes reach every API process', () => {
  let writer: TestApp;
  let reader: TestApp;
  let w: OrderWorld;

  beforeAll(async () => {
    writer = await testApp();
    reader = await testApp({ database: writer.database });
    w = await orderWorld(writer);
  });
  afterAll(async () => {
    await reader.app.close();
    await writer.close();
  });

  const readThroughOther = async (productId: string) => {
    const res = await reader.app.inject({
      method: 'GET',
      url: `${paths.api.exportProducts()}?product_id=${productId}`,
    });
    return res.json().data[0]?.base_price as number | undefined;
  };

  /** The notification arrives after the write's answer; ask until it has (bounded). */
  async function eventually(read: () => Promise<unknown>, expected: unknown) {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await read()) === expected) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await read()).toBe(expected);
  }

  it('a price edited through one process is served by the other at once', async () => {
    const created = await w.owner.post(paths.api.seller.products(), shirt({ base_price: 1500 }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(await readThroughOther(id)).toBe(1500); // now kept in the reader's cache
    const edited = await w.owner.request({
      method: 'PATCH',
      url: paths.api.seller.product(id),
      payload: { base_price: 1750 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await eventually(() => readThroughOther(id), 1750);

    await w.owner.post(paths.api.seller.productPart(id, 'archive'));
    await eventually(() => readThroughOther(id), undefined);
  });
});
