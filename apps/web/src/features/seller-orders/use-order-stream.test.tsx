import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/test/render';
import { FakeEventSource } from './event-source.fixture';
import { MAX_RETRY_MS, POLL_MS, useOrderStream } from './use-order-stream';

function renderStream(stream = true) {
  const client = testQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useOrderStream({ stream }), { wrapper });
  /** How many times every seller-orders query was refetched. */
  const refetches = () =>
    invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === 'seller-orders').length;
  return { ...view, refetches };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.install();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('useOrderStream', () => {
  it('opens the store’s stream and refetches the board on ready, order and resync', () => {
    const { result, refetches } = renderStream();
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/seller/orders/stream');
    expect(result.current).toBe('connecting');
    act(() => stream.emit('ready', { vendor_id: 'v' }));
    expect(result.current).toBe('live');
    expect(refetches()).toBe(1);
    act(() => stream.emit('order', { order_id: 'o', kind: 'placed', at: 1 }));
    act(() => stream.emit('resync'));
    expect(refetches()).toBe(3);
    // Live: nothing polls.
    act(() => vi.advanceTimersByTime(POLL_MS * 3));
    expect(refetches()).toBe(3);
  });

  it('polls every 15 s once the stream fails, and stops when it is back', () => {
    const { result, refetches } = renderStream();
    const first = FakeEventSource.latest();
    act(() => first.emit('ready'));
    act(() => first.fail());
    expect(first.closed).toBe(true);
    expect(result.current).toBe('polling');
    const before = refetches();
    // The reconnect comes within the first wait (3 s); fail it too so polling goes on.
    act(() => vi.advanceTimersByTime(3_000));
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    act(() => second.fail());
    act(() => vi.advanceTimersByTime(POLL_MS));
    expect(refetches()).toBe(before + 1);
    act(() => vi.advanceTimersByTime(POLL_MS));
    expect(refetches()).toBe(before + 2);

    // Backoff: the third try waits longer than the second; it succeeds and polling stops.
    act(() => vi.advanceTimersByTime(MAX_RETRY_MS));
    const third = FakeEventSource.latest();
    expect(third).not.toBe(second);
    act(() => third.emit('ready'));
    expect(result.current).toBe('live');
    const live = refetches();
    act(() => vi.advanceTimersByTime(POLL_MS * 4));
    expect(refetches()).toBe(live);
    act(() => third.emit('order', { order_id: 'o', kind: 'status', at: 2 }));
    expect(refetches()).toBe(live + 1);
  });

  it('waits twice as long after each failed try, up to a minute', () => {
    renderStream();
    const waits: number[] = [];
    vi.spyOn(Math, 'random').mockReturnValue(1);
    for (let i = 0; i < 7; i += 1) {
      const stream = FakeEventSource.latest();
      act(() => stream.fail());
      const start = FakeEventSource.opened.length;
      let waited = 0;
      while (FakeEventSource.opened.length === start) {
        act(() => vi.advanceTimersByTime(1_000));
        waited += 1_000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([3_000, 6_000, 12_000, 24_000, 48_000, 60_000, 60_000]);
  });

  it('only polls for a store whose stream the server refuses, and closes on unmount', () => {
    const { result, refetches, unmount } = renderStream(false);
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(result.current).toBe('polling');
    act(() => vi.advanceTimersByTime(POLL_MS));
    expect(refetches()).toBe(1);
    unmount();
    act(() => vi.advanceTimersByTime(POLL_MS * 2));
    expect(refetches()).toBe(1);
  });

  it('closes the stream when the board is left', () => {
    const { unmount } = renderStream();
    const stream = FakeEventSource.latest();
    unmount();
    expect(stream.closed).toBe(true);
  });

  it('polls in the native app, whose API takes no cookie an EventSource could send', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://souq.example');
    const { result, refetches } = renderStream();
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(result.current).toBe('polling');
    act(() => vi.advanceTimersByTime(POLL_MS));
    expect(refetches()).toBe(1);
  });
});
