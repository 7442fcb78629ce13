import { describe, expect, it } from 'vitest';
import { type CartItem, cartReducer } from './cart';
import { cartItemFixture } from './cart.fixture';
import {
  checkoutGroupKey,
  checkoutGroupOf,
  checkoutGroups,
  separateOrderReason,
} from './cart-groups';

const item = (overrides: Partial<CartItem> = {}): CartItem => cartItemFixture(overrides);

const mixed = [
  item({ id: 'a', vendorId: 'v1', vendorName: 'أ', price: 100, quantity: 2 }),
  item({ id: 'b', vendorId: 'v2', vendorName: 'ب', price: 50 }),
  item({ id: 'c', vendorId: 'v1', vendorName: 'أ', currency: 'USD', price: 5 }),
  item({ id: 'd', vendorId: 'v1', vendorName: 'أ', price: 10 }),
];

describe('checkout groups', () => {
  it('splits by store, then by currency within a store, in first-added order', () => {
    const groups = checkoutGroups(mixed);
    expect(
      groups.map((g) => [g.vendorId, g.currency, g.items.map((i) => i.id), g.subtotal]),
    ).toEqual([
      ['v1', 'SYP', ['a', 'd'], 210],
      ['v2', 'SYP', ['b'], 50],
      ['v1', 'USD', ['c'], 5],
    ]);
    expect(groups.map((g) => g.storeHasOtherCurrencies)).toEqual([true, false, true]);
  });

  it('checks each group on its own: several stores do not block any of them', () => {
    const groups = checkoutGroups([
      ...mixed,
      item({ id: 'e', vendorId: 'v2', vendorName: 'ب', availabilityMode: 'display_only' }),
    ]);
    expect(groups.map((g) => g.issues)).toEqual([[], ['display_only'], []]);
  });

  it('finds the group a checkout link names, or the only one', () => {
    expect(checkoutGroupOf(mixed, checkoutGroupKey('v1', 'USD'))?.items.map((i) => i.id)).toEqual([
      'c',
    ]);
    expect(checkoutGroupOf(mixed, null)).toBeNull();
    expect(checkoutGroupOf(mixed, checkoutGroupKey('v9', 'SYP'))).toBeNull();
    expect(checkoutGroupOf([mixed[1] as CartItem], null)?.vendorId).toBe('v2');
  });

  it('a placed group leaves the cart; the other groups stay', () => {
    const left = cartReducer(mixed, { type: 'removeGroup', vendorId: 'v1', currency: 'SYP' });
    expect(left.map((i) => i.id)).toEqual(['b', 'c']);
  });

  it('says before adding when an item will be a separate order', () => {
    const cart = [item({ vendorId: 'v1', currency: 'SYP' })];
    expect(separateOrderReason([], { vendorId: 'v2', currency: 'USD' })).toBeNull();
    expect(separateOrderReason(cart, { vendorId: 'v1', currency: 'SYP' })).toBeNull();
    expect(separateOrderReason(cart, { vendorId: 'v2', currency: 'SYP' })).toBe('vendor');
    expect(separateOrderReason(cart, { vendorId: 'v1', currency: 'USD' })).toBe('currency');
  });
});
