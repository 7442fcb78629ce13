import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, readCart } from './cart-storage';
import { useCart } from './use-cart';
import { useCartCount } from './use-cart-count';

const stored = [
  {
    id: 'p1-default-1',
    productId: 'p1',
    variantId: null,
    variantName: null,
    name: 'قميص',
    price: 100,
    currency: 'SYP',
    quantity: 2,
    imageUrl: null,
    vendorId: 'v1',
    vendorName: 'متجر',
    deliveryPrice: 0,
    maxStock: 5,
    availabilityMode: 'for_sale',
    pickupAvailable: true,
    deliveryAvailable: true,
    paymentCod: true,
    paymentShamcash: false,
    paymentGoldmasters: false,
  },
];

describe('useCart', () => {
  it('dispatches reducer actions into localStorage', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toHaveLength(1);
    act(() => result.current.dispatch({ type: 'updateQuantity', id: 'p1-default-1', quantity: 9 }));
    expect(result.current.items[0]?.quantity).toBe(5);
    expect(readCart()[0]?.quantity).toBe(5);
    act(() => result.current.dispatch({ type: 'clear' }));
    expect(result.current.items).toEqual([]);
  });

  it('follows another tab through the storage event', () => {
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(0);
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current).toBe(2);
  });

  it('logs and ignores a corrupt stored cart', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(CART_STORAGE_KEY, '{"not":"a list"}');
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
