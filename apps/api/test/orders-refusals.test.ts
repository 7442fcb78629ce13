import { randomUUID } from 'node:crypto';
import { apiErrors } from '@souq/domain/locales/ar/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import {
  expectRefused,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  walletProduct,
} from './helpers/orders';

/** create-order refusals: every rule has its code, its Arabic text, and writes nothing. */
describe('create-order refusals', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => ({ t, w } = await openOrderWorld()));
  afterAll(() => t.close());

  const wallet = (values = {}) => walletProduct(w, values);

  describe('refuses, writing nothing', () => {
    type Case = [string, () => Promise<object>, number, string];
    const cases: Case[] = [
      [
        'an item of another store',
        async () => {
          const p = await wallet();
          return orderBody(w.otherVendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1500 }]);
        },
        400,
        'WRONG_VENDOR',
      ],
      [
        'a display-only item',
        async () => {
          const p = await wallet({ availabilityMode: 'display_only' });
          return orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1500 }]);
        },
        409,
        'DISPLAY_ONLY',
      ],
      [
        'more than the stock',
        async () => {
          const p = await wallet({ stockCount: 2 });
          return orderBody(w.vendor.id, [{ product_id: p.id, quantity: 3, unit_price: 1500 }]);
        },
        409,
        'OUT_OF_STOCK',
      ],
      [
        'mixed currencies',
        async () => {
          const a = await wallet();
          const b = await wallet({ currency: 'USD', basePrice: '10.00' });
          return orderBody(w.vendor.id, [
            { product_id: a.id, quantity: 1, unit_price: 1500 },
            { product_id: b.id, quantity: 1, unit_price: 10 },
          ]);
        },
        400,
        'MIXED_CURRENCIES',
      ],
      [
        'a wallet the store has no account for',
        async () => {
          const p = await wallet({ paymentGoldmasters: true });
          const line = { product_id: p.id, quantity: 1, unit_price: 1500 };
          return orderBody(w.vendor.id, [line], { payment_method: 'goldmasters' });
        },
        400,
        'PAYMENT_METHOD_NOT_AVAILABLE',
      ],
      [
        'a wallet the item does not take',
        async () => {
          const p = await wallet({ paymentShamcash: false });
          return orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1500 }]);
        },
        400,
        'PAYMENT_METHOD_NOT_AVAILABLE',
      ],
      [
        'cash on delivery with pickup',
        async () => {
          const p = await wallet();
          const line = { product_id: p.id, quantity: 1, unit_price: 1500 };
          return orderBody(w.vendor.id, [line], { payment_method: 'cod', payment_receipt: null });
        },
        400,
        'PAYMENT_METHOD_NOT_AVAILABLE',
      ],
      [
        'a wallet payment without a receipt',
        async () => {
          const p = await wallet();
          const line = { product_id: p.id, quantity: 1, unit_price: 1500 };
          return orderBody(w.vendor.id, [line], { payment_receipt: '   ' });
        },
        400,
        'RECEIPT_REQUIRED',
      ],
      [
        'delivery without an address',
        async () => {
          const p = await wallet();
          const line = { product_id: p.id, quantity: 1, unit_price: 1500 };
          return orderBody(w.vendor.id, [line], { delivery_requested: true });
        },
        400,
        'ADDRESS_REQUIRED',
      ],
      [
        'pickup the item does not offer',
        async () => {
          const p = await wallet({ pickupAvailable: false });
          return orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1500 }]);
        },
        400,
        'FULFILMENT_NOT_AVAILABLE',
      ],
      [
        'a product that does not exist',
        async () =>
          orderBody(w.vendor.id, [{ product_id: randomUUID(), quantity: 1, unit_price: 1500 }]),
        409,
        'PRODUCT_UNAVAILABLE',
      ],
      [
        'a hidden product',
        async () => {
          const p = await wallet({ isActive: false });
          return orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1500 }]);
        },
        409,
        'PRODUCT_UNAVAILABLE',
      ],
      [
        'a variant of another product',
        async () => {
          const p = await wallet();
          const line = {
            product_id: p.id,
            variant_id: randomUUID(),
            quantity: 1,
            unit_price: 1500,
          };
          return orderBody(w.vendor.id, [line]);
        },
        409,
        'PRODUCT_UNAVAILABLE',
      ],
      [
        'a product with options ordered without one',
        async () => {
          const p = await w.f.product(
            w.vendor.id,
            { paymentShamcash: true },
            { variants: [{ size: 'M', stockCount: 3 }] },
          );
          return orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1000 }]);
        },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a quantity of 0',
        async () => {
          const p = await wallet();
          return orderBody(w.vendor.id, [{ product_id: p.id, quantity: 0, unit_price: 1500 }]);
        },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'a quantity over 99',
        async () => {
          const p = await wallet({ stockCount: 500 });
          return orderBody(w.vendor.id, [{ product_id: p.id, quantity: 100, unit_price: 1500 }]);
        },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'more than 50 lines',
        async () => {
          const line = () => ({ product_id: randomUUID(), quantity: 1, unit_price: 1 });
          return orderBody(w.vendor.id, Array.from({ length: 51 }, line));
        },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'an unknown payment method',
        async () => {
          const p = await wallet();
          const line = { product_id: p.id, quantity: 1, unit_price: 1500 };
          return orderBody(w.vendor.id, [line], { payment_method: 'card' });
        },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'notes that are too long',
        async () => {
          const p = await wallet();
          const line = { product_id: p.id, quantity: 1, unit_price: 1500 };
          return orderBody(w.vendor.id, [line], { notes: 'ن'.repeat(1001) });
        },
        400,
        'VALIDATION_FAILED',
      ],
    ];

    it.each(cases)('%s', async (_, build, status, code) => {
      const error = await expectRefused(t, w, await build(), status, code);
      if (code !== 'VALIDATION_FAILED')
        expect(error.message).toBe(apiErrors[code as 'OUT_OF_STOCK']);
    });
  });

  it('uses the spec Arabic texts for the checkout refusals', () => {
    expect(apiErrors.DISPLAY_ONLY).toBe('السلة تحتوي على منتجات للعرض فقط');
    expect(apiErrors.WRONG_VENDOR).toBe('السلة تحتوي على منتجات من متاجر متعددة');
    expect(apiErrors.MIXED_CURRENCIES).toBe('السلة تحتوي على منتجات بعملات مختلفة');
    expect(apiErrors.RECEIPT_REQUIRED).toBe('رقم الإيصال مطلوب');
    expect(apiErrors.ADDRESS_REQUIRED).toBe('عنوان التوصيل مطلوب');
  });

  it('says how many are left when the stock is short', async () => {
    const p = await wallet({ stockCount: 2 });
    const res = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: p.id, quantity: 3, unit_price: 1500 }]),
    );
    expect(res.json().error.details).toEqual({
      items: [{ product_id: p.id, variant_id: null, requested: 3, available: 2 }],
    });
  });

  it('answers a changed price with 409 PRICE_CHANGED carrying every current price', async () => {
    const a = await wallet({ basePrice: '1750.00' });
    const b = await wallet({ basePrice: '200.25' });
    const body = orderBody(w.vendor.id, [
      { product_id: a.id, quantity: 1, unit_price: 1500 },
      { product_id: b.id, quantity: 1, unit_price: 200.25 },
    ]);
    const error = await expectRefused(t, w, body, 409, 'PRICE_CHANGED');
    expect(error).toEqual({
      code: 'PRICE_CHANGED',
      message: apiErrors.PRICE_CHANGED,
      details: {
        items: [
          { product_id: a.id, variant_id: null, unit_price: 1750 },
          { product_id: b.id, variant_id: null, unit_price: 200.25 },
        ],
      },
    });
  });
});
