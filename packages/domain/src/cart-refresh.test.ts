import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart';
import { cartItemFixture } from './cart.fixture';
import { type FreshLine, refreshCart } from './cart-refresh';

const item = (overrides: Partial<CartItem> = {}): CartItem =>
  cartItemFixture({ id: 'a', quantity: 3, ...overrides });

const freshOf = (line: CartItem, overrides: Partial<FreshLine> = {}): FreshLine => ({
  name: line.name,
  imageUrl: line.imageUrl,
  price: line.price,
  maxStock: line.maxStock,
  availabilityMode: line.availabilityMode,
  pickupAvailable: line.pickupAvailable,
  deliveryAvailable: line.deliveryAvailable,
  paymentCod: line.paymentCod,
  paymentShamcash: line.paymentShamcash,
  paymentGoldmasters: line.paymentGoldmasters,
  ...overrides,
});

describe('refreshCart', () => {
  it('keeps unchecked and unchanged lines as they are', () => {
    const a = item();
    const b = item({ id: 'b' });
    const result = refreshCart([a, b], new Map([['b', freshOf(b)]]));
    expect(result).toEqual({ items: [a, b], changes: [] });
  });

  it('takes the new price and brings the quantity down to the stock', () => {
    const a = item();
    const result = refreshCart([a], new Map([['a', freshOf(a, { price: 120, maxStock: 2 })]]));
    expect(result.items).toEqual([{ ...a, price: 120, maxStock: 2, quantity: 2 }]);
    expect(result.changes).toEqual([
      { kind: 'price', name: 'قميص', from: 100, to: 120, currency: 'SYP' },
      { kind: 'quantity', name: 'قميص', quantity: 2 },
    ]);
  });

  it('drops lines that are gone or sold out', () => {
    const a = item();
    const b = item({ id: 'b', name: 'حذاء' });
    const result = refreshCart(
      [a, b],
      new Map([
        ['a', null],
        ['b', freshOf(b, { maxStock: 0 })],
      ]),
    );
    expect(result.items).toEqual([]);
    expect(result.changes.map((c) => [c.kind, c.name])).toEqual([
      ['unavailable', 'قميص'],
      ['unavailable', 'حذاء'],
    ]);
  });
});
