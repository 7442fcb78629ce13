import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import {
  delivery,
  expectRefused,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
} from './helpers/orders';

/**
 * A hand-made create-order body (payload tampering): each is refused with its code and
 * leaves orders, items, history and stock exactly as they were.
 */
describe('create-order tampering', () => {
  let t: TestApp;
  let w: OrderWorld;
  let productId: string;
  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    productId = (
      await w.f.product(w.vendor.id, {
        basePrice: '1500.00',
        paymentShamcash: true,
        paymentCashOnDelivery: true,
        deliveryAvailable: true,
        stockCount: 50,
      })
    ).id;
  });
  afterAll(() => t.close());

  const line = (extra: object = {}) => ({
    product_id: productId,
    quantity: 1,
    unit_price: 1500,
    ...extra,
  });
  type Case = [string, () => Promise<object> | object, number, string];
  const cases: Case[] = [
    [
      'a lowered unit_price',
      () => orderBody(w.vendor.id, [line({ unit_price: 1 })]),
      409,
      'PRICE_CHANGED',
    ],
    ['quantity 0', () => orderBody(w.vendor.id, [line({ quantity: 0 })]), 400, 'VALIDATION_FAILED'],
    [
      'quantity -1',
      () => orderBody(w.vendor.id, [line({ quantity: -1 })]),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'quantity 1.5',
      () => orderBody(w.vendor.id, [line({ quantity: 1.5 })]),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'quantity 10^9',
      () => orderBody(w.vendor.id, [line({ quantity: 1e9 })]),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an unknown product',
      () => orderBody(w.vendor.id, [line({ product_id: randomUUID() })]),
      409,
      'PRODUCT_UNAVAILABLE',
    ],
    [
      'a product of another vendor',
      async () => {
        const other = await w.f.product(w.otherVendor.id, { paymentShamcash: true });
        return orderBody(w.vendor.id, [line({ product_id: other.id, unit_price: 1000 })]);
      },
      400,
      'WRONG_VENDOR',
    ],
    [
      'mixed currencies',
      async () => {
        const usd = await w.f.product(w.vendor.id, {
          paymentShamcash: true,
          currency: 'USD',
          basePrice: '10.00',
        });
        return orderBody(w.vendor.id, [line(), line({ product_id: usd.id, unit_price: 10 })]);
      },
      400,
      'MIXED_CURRENCIES',
    ],
    [
      'the payload currency against the products',
      () => orderBody(w.vendor.id, [line()], { currency: 'USD' }),
      400,
      'MIXED_CURRENCIES',
    ],
    [
      'cash on delivery with pickup',
      () =>
        orderBody(w.vendor.id, [line()], {
          payment_method: 'cod',
          payment_receipt: 'عند الاستلام',
        }),
      400,
      'PAYMENT_METHOD_NOT_AVAILABLE',
    ],
    [
      'a wallet the vendor has no account for',
      () => orderBody(w.vendor.id, [line()], { payment_method: 'goldmasters' }),
      400,
      'PAYMENT_METHOD_NOT_AVAILABLE',
    ],
    [
      'an empty receipt',
      () => orderBody(w.vendor.id, [line()], { payment_receipt: '' }),
      400,
      'RECEIPT_REQUIRED',
    ],
    [
      'a missing receipt',
      () => orderBody(w.vendor.id, [line()], { payment_receipt: null }),
      400,
      'RECEIPT_REQUIRED',
    ],
    [
      'the customer_id of someone else',
      () => orderBody(w.vendor.id, [line()], { customer_id: 'someone-else' }),
      403,
      'FORBIDDEN',
    ],
    [
      'an extra status',
      () => orderBody(w.vendor.id, [line()], { status: 'delivered' }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an extra total',
      () => orderBody(w.vendor.id, [line()], { total_amount: 1 }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an extra delivery fee',
      () =>
        orderBody(w.vendor.id, [line()], {
          delivery_requested: true,
          delivery_address: delivery,
          delivery_fee: -500,
        }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an extra key in an item',
      () => orderBody(w.vendor.id, [line({ total_price: 1 })]),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'the same line twice',
      () => orderBody(w.vendor.id, [line(), line()]),
      400,
      'VALIDATION_FAILED',
    ],
  ];

  it.each(cases)('refuses %s, writing nothing', async (_, build, status, code) => {
    await expectRefused(t, w, await build(), status, code);
  });

  it('still takes the web client payload with its own customer_id', async () => {
    const res = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [line()], { customer_id: w.shopperId }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
