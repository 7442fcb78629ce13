import { cartItemFixture } from '@souq/domain/cart.fixture';
import { describe, expect, it, vi } from 'vitest';
import { type CartItem, countItems, readCart } from './cart-storage';

const item = (overrides: Partial<CartItem> = {}): CartItem => cartItemFixture(overrides);

describe('cart storage', () => {
  it('counts quantities and ignores malformed entries', () => {
    const broken = { quantity: 'x' } as unknown as CartItem;
    expect(countItems([item({ quantity: 2 }), item({ quantity: 3 }), broken])).toBe(5);
  });

  it('reads an unreadable cart as empty and logs why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('shopping-cart', '{not json');
    expect(readCart()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
