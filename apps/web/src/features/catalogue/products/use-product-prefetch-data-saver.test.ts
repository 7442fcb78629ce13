import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDataSaver } from '@/features/data-saver/data-saver-store';
import { useNextPagePrefetch } from './use-product-prefetch';

const getProducts = vi.hoisted(() => vi.fn(() => Promise.resolve({ data: [], count: 0 })));
vi.mock('@/features/catalogue/api/products', () => ({ getProducts, productQuery: vi.fn() }));

const nextPage = { limit: 20, offset: 20 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  getProducts.mockClear();
});

describe('prefetching and the data saver', () => {
  it('fetches the next page after the idle delay while the data saver is off', () => {
    setDataSaver(false);
    renderHook(() => useNextPagePrefetch(nextPage, true));
    vi.advanceTimersByTime(2000);
    expect(getProducts).toHaveBeenCalledWith(nextPage);
  });

  it('fetches nothing ahead while the data saver is on', () => {
    setDataSaver(true);
    renderHook(() => useNextPagePrefetch(nextPage, true));
    vi.advanceTimersByTime(10_000);
    expect(getProducts).not.toHaveBeenCalled();
  });
});
