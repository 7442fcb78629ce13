import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart';
import { cartItemFixture } from './cart.fixture';
import { cartConflicts } from './cart-conflicts';

const item = (overrides: Partial<CartItem> = {}): CartItem =>
  cartItemFixture({ id: 'a', ...overrides });

describe('cartConflicts', () => {
  it('finds none in an empty or consistent cart', () => {
    expect(cartConflicts([])).toEqual([]);
    expect(cartConflicts([item(), item({ id: 'b', quantity: 2 })])).toEqual([]);
  });

  it('offers each vendor and each currency with its unit count', () => {
    const conflicts = cartConflicts([
      item({ quantity: 2 }),
      item({ id: 'b', vendorId: 'v2', vendorName: 'آخر', currency: 'USD' }),
    ]);
    expect(conflicts).toEqual([
      {
        type: 'vendor',
        choices: [
          { vendorId: 'v1', vendorName: 'متجر', count: 2 },
          { vendorId: 'v2', vendorName: 'آخر', count: 1 },
        ],
      },
      {
        type: 'currency',
        choices: [
          { currency: 'SYP', count: 2 },
          { currency: 'USD', count: 1 },
        ],
      },
    ]);
  });

  it('names the lines without the payment method most lines share', () => {
    const cart = [
      item({ id: 'a' }),
      item({ id: 'b' }),
      item({ id: 'c', paymentCod: false, paymentShamcash: true }),
    ];
    expect(cartConflicts(cart)).toEqual([{ type: 'payment', itemIds: ['c'] }]);
  });

  it('names the lines without the fulfilment most lines share, delivery on a tie', () => {
    const pickupOnly = { deliveryAvailable: false, paymentCod: false, paymentShamcash: true };
    const cart = [
      item({ id: 'a', pickupAvailable: false, paymentShamcash: true }),
      item({ id: 'b', ...pickupOnly }),
    ];
    expect(cartConflicts(cart)).toEqual([{ type: 'fulfillment', itemIds: ['b'] }]);
  });

  it('needs a common payment and fulfilment only within one store and currency', () => {
    const cart = [
      item({ paymentCod: true, pickupAvailable: false }),
      item({
        id: 'b',
        vendorId: 'v2',
        paymentCod: false,
        paymentShamcash: true,
        deliveryAvailable: false,
      }),
    ];
    expect(cartConflicts(cart).map((c) => c.type)).toEqual(['vendor']);
  });
});
