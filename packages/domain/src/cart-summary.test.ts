import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart';
import { cartItemFixture } from './cart.fixture';
import { lineTotal, subtotalsByCurrency } from './cart-summary';

const item = (overrides: Partial<CartItem> = {}): CartItem =>
  cartItemFixture({ id: 'a', ...overrides });

describe('cart summary', () => {
  it('multiplies exactly in minor units', () => {
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ price: 150000, quantity: 2 })).toBe(300000);
  });

  it('sums one subtotal per currency', () => {
    const totals = subtotalsByCurrency([
      item({ price: 0.1, quantity: 2 }),
      item({ price: 0.2, quantity: 1 }),
      item({ price: 5, currency: 'USD', quantity: 3 }),
    ]);
    expect(totals).toEqual([
      { currency: 'SYP', total: 0.4 },
      { currency: 'USD', total: 15 },
    ]);
    expect(subtotalsByCurrency([])).toEqual([]);
  });
});
