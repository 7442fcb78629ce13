import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import { createQueryClient, retriesFor, retryDelay, shouldRetry } from './query-client';

describe('query client defaults', () => {
  it('keeps data fresh 5 min, 30 min in cache, never refetches on focus or reconnect', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(1_800_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(false);
  });

  it('retries 3 times, 2 for a 401 or a network failure', () => {
    expect(retriesFor(new HttpError(500, 'boom'))).toBe(3);
    expect(retriesFor(new HttpError(401, 'no'))).toBe(2);
    expect(retriesFor(new TypeError('Failed to fetch'))).toBe(2);
  });

  it('does not retry a network failure while offline (it would wait, paused, for good)', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'), false)).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'), true)).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'), true)).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'), true)).toBe(false);
    expect(shouldRetry(0, new HttpError(500, 'boom'), false)).toBe(true);
  });

  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
