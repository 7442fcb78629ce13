import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http';
import { cachedGet, clearResponseCache, MAX_CACHED_RESPONSES } from './response-cache';

const okJson = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  clearResponseCache();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('cachedGet', () => {
  it('answers from memory until the TTL passes, then asks again', async () => {
    const fetchMock = vi.fn(async () => okJson({ n: fetchMock.mock.calls.length }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await cachedGet('/a', 60_000)).toEqual({ n: 1 });
    expect(await cachedGet('/a', 60_000)).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 60_001);
    expect(await cachedGet('/a', 60_000)).toEqual({ n: 2 });
  });

  it('serves the stale answer when the network fails or the session is gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => okJson({ v: 'old' })),
    );
    await cachedGet('/b', 1000);
    vi.setSystemTime(Date.now() + 5000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await cachedGet('/b', 1000)).toEqual({ v: 'old' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 401 })),
    );
    expect(await cachedGet('/b', 1000)).toEqual({ v: 'old' });
  });

  it('does not hide server errors, nor failures with nothing cached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => okJson({ v: 1 })),
    );
    await cachedGet('/c', 1000);
    vi.setSystemTime(Date.now() + 5000);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    await expect(cachedGet('/c', 1000)).rejects.toBeInstanceOf(HttpError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(cachedGet('/never', 1000)).rejects.toBeInstanceOf(TypeError);
  });

  it('keeps at most MAX_CACHED_RESPONSES answers, dropping the oldest', async () => {
    const fetchMock = vi.fn(async (url: string) => okJson({ url }));
    vi.stubGlobal('fetch', fetchMock);
    for (let i = 0; i <= MAX_CACHED_RESPONSES; i++) await cachedGet(`/p${i}`, 60_000);
    fetchMock.mockClear();
    await cachedGet(`/p${MAX_CACHED_RESPONSES}`, 60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await cachedGet('/p0', 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
