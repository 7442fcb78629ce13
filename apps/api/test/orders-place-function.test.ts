import { MAX_UNPAID_QUANTITY_PER_PRODUCT } from '@souq/domain/checkout-placement';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { isUniqueViolation } from '../src/db/errors';
import { orderItems, orderStatusHistory, orders, products, user } from '../src/db/schema';
import { orderRepository } from '../src/modules/orders/repository';
import type { NewOrder, NewOrderItem } from '../src/modules/orders/repository/placement';
import { freshDatabase } from './helpers/db';
import { fixtures } from './helpers/fixtures';

/**
 * souq_place_order (migration 0016) stores an order in one statement and answers its rows as
 * JSON: they must be exactly what a Drizzle select of the stored rows gives (types, money with
 * two decimals, dates, jsonb), and a refusal must store nothing.
 */
describe('placing an order in one statement', () => {
  let database: Database;
  let customerId: string;
  let vendorId: string;
  beforeAll(async () => {
    database = await freshDatabase();
    customerId = 'place-fn-customer';
    await database.db
      .insert(user)
      .values({ id: customerId, name: 'سلمى', email: 'salma@place.test', emailVerified: true });
    vendorId = (await fixtures(database.db).vendor()).id;
  });
  afterAll(() => database.close());

  const newOrder = (key: string, total: string): NewOrder => ({
    customerId,
    vendorId,
    status: 'pending',
    currency: 'SYP',
    subtotalAmount: total,
    deliveryFee: null,
    totalAmount: total,
    paymentMethod: 'shamcash',
    paymentStatus: 'awaiting_check',
    paymentReceipt: 'SC-1',
    deliveryRequested: false,
    deliveryAddress: { street: 'استلام من المتجر', city: 'دمشق' } as never,
    customerContactInfo: { name: 'سلمى', phone: '0933000000', email: 'salma@place.test' },
    notes: 'بلا كيس',
    idempotencyKey: key,
    requestHash: 'h'.repeat(64),
  });
  const item = (productId: string, quantity: number, position = 0): NewOrderItem => ({
    productId,
    variantId: null,
    variantName: null,
    position,
    productSnapshot: { name: 'قلم', description: null, price: 12.5, image_url: null },
    quantity,
    unitPrice: '12.50',
    totalPrice: (12.5 * quantity).toFixed(2),
  });

  it('answers the stored rows exactly as a select reads them', async () => {
    const f = fixtures(database.db);
    const pen = await f.product(vendorId, { name: 'قلم', basePrice: '12.50', stockCount: 9 });
    const cup = await f.product(vendorId, { name: 'كوب', basePrice: '12.50', stockCount: 9 });
    const repository = orderRepository(database.db);
    const placement = await repository.placeOrder(
      newOrder('k-1', '37.50'),
      [item(cup.id, 1, 1), item(pen.id, 2, 0)],
      24,
    );
    if (!('placed' in placement)) throw new Error(`not placed: ${JSON.stringify(placement)}`);
    const { order, items } = placement.placed;

    const [stored] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(order).toEqual(stored);
    expect(order.totalAmount).toBe('37.50');
    expect(order.paymentDueAt!.getTime() - order.createdAt.getTime()).toBe(24 * 3_600_000);
    const storedItems = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position));
    expect(items).toEqual(storedItems);
    expect(items.map((line) => line.productId)).toEqual([pen.id, cup.id]);
    // Each line carries its order's customer: the unpaid cap counts by it (migration 0022).
    expect(items.map((line) => line.customerId)).toEqual([customerId, customerId]);

    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'pending', changedBy: customerId, actorRole: 'customer' },
    ]);
    const stock = await database.db
      .select({ id: products.id, stock: products.stockCount })
      .from(products);
    expect(new Map(stock.map((row) => [row.id, row.stock]))).toEqual(
      new Map([
        [pen.id, 7],
        [cup.id, 8],
      ]),
    );
  });

  it('stores nothing when a line is short, and names that line', async () => {
    const f = fixtures(database.db);
    const plenty = await f.product(vendorId, { stockCount: 50 });
    const scarce = await f.product(vendorId, { stockCount: 1 });
    const repository = orderRepository(database.db);
    const placement = await repository.placeOrder(
      newOrder('k-short', '37.50'),
      [item(plenty.id, 1), item(scarce.id, 2, 1)],
      null,
    );
    expect(placement).toEqual({ stockShort: { productId: scarce.id, variantId: null } });
    const kept = await database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, 'k-short'));
    expect(kept).toEqual([]);
    const [row] = await database.db.select().from(products).where(eq(products.id, plenty.id));
    expect(row!.stockCount).toBe(50);
  });

  it('refuses past the unpaid cap with the units already held, and stores nothing', async () => {
    const product = await fixtures(database.db).product(vendorId, { stockCount: 100 });
    const repository = orderRepository(database.db);
    const first = await repository.placeOrder(
      newOrder('k-cap-1', '1.00'),
      [item(product.id, MAX_UNPAID_QUANTITY_PER_PRODUCT - 1)],
      24,
    );
    expect('placed' in first).toBe(true);
    const second = await repository.placeOrder(
      newOrder('k-cap-2', '1.00'),
      [item(product.id, 2)],
      24,
    );
    expect(second).toEqual({
      unpaidHeld: new Map([[product.id, MAX_UNPAID_QUANTITY_PER_PRODUCT - 1]]),
    });
    const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stockCount).toBe(100 - (MAX_UNPAID_QUANTITY_PER_PRODUCT - 1));
  });

  it('throws the key index violation for a repeated Idempotency-Key', async () => {
    const product = await fixtures(database.db).product(vendorId, { stockCount: 10 });
    const repository = orderRepository(database.db);
    await repository.placeOrder(newOrder('k-twice', '1.00'), [item(product.id, 1)], null);
    // As the service tells it (either driver, named statement or not): a unique violation.
    const failure = await repository
      .placeOrder(newOrder('k-twice', '1.00'), [item(product.id, 1)], null)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(failure)).toBe(true);
  });
});
