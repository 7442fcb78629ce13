import { PRELOADED_DATA_ELEMENT_ID } from '@souq/domain/page-preload';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPreloadedData, takePreloaded } from './preloaded-data';
import { cachedGet, cachedNow, clearResponseCache } from './response-cache';

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOADED_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

beforeEach(() => {
  resetPreloadedData();
  clearResponseCache();
});
afterEach(() => {
  document.getElementById(PRELOADED_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answers embedded in the page', () => {
  it('answers the first request for the URL without the network, later ones from it', async () => {
    embed(JSON.stringify({ '/functions/v1/export-product-videos?limit=20': { data: [1] } }));
    const fetchMock = vi.fn(async () => new Response('{"data":[2]}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const url = '/functions/v1/export-product-videos?limit=20';
    expect(await cachedGet(url, 0)).toEqual({ data: [1] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(PRELOADED_DATA_ELEMENT_ID)).toBeNull();
    expect(await cachedGet(url, 0)).toEqual({ data: [2] });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('hands an embedded answer over at once, for a first render, and keeps it for the fetch', async () => {
    embed(JSON.stringify({ '/functions/v1/export-categories': { data: ['c'] } }));
    const fetchMock = vi.fn(async () => new Response('{"data":["n"]}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(cachedNow('/functions/v1/export-products?limit=8', 60_000)).toBeUndefined();
    expect(cachedNow('/functions/v1/export-categories', 60_000)).toEqual({ data: ['c'] });
    expect(await cachedGet('/functions/v1/export-categories', 60_000)).toEqual({ data: ['c'] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores other URLs, a damaged block and a page that is no longer young', () => {
    embed('{"/a": 1');
    expect(takePreloaded('/a')).toBeUndefined();

    resetPreloadedData();
    document.getElementById(PRELOADED_DATA_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ '/a': 1, '/b': 2 }));
    expect(takePreloaded('/c')).toBeUndefined();
    vi.spyOn(performance, 'now').mockReturnValue(61_000);
    expect(takePreloaded('/a')).toBeUndefined();
  });

  it('works on a page with nothing embedded', () => {
    expect(takePreloaded('/a')).toBeUndefined();
  });
});
