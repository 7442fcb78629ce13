import { PRELOADED_DATA_ELEMENT_ID } from '@souq/domain/page-preload';
import { paths } from '@souq/domain/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMe } from '@/features/auth/me-query';
import { forgetPreloadedData, resetPreloadedData } from '@/lib/preloaded-data';
import { meBody, shopper } from '@/test/accounts';
import { json } from '@/test/render';
import { getSellerStore } from './api';
import { sellerStoreFixture } from './seller-store.fixture';

/** The seller console's home as the server sends it to a signed-in owner (page-preload.ts). */
function embedSession(me: unknown, store: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOADED_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify({
    [paths.api.me()]: me,
    [paths.api.sellerStore()]: store,
  });
  document.head.append(element);
}

beforeEach(() => resetPreloadedData());
afterEach(() => document.getElementById(PRELOADED_DATA_ELEMENT_ID)?.remove());

describe("the seller console's first answers, brought with its page", () => {
  const owner = shopper({ email: 'owner@souq.test' });
  const store = { store: sellerStoreFixture() };

  it('starts on them without asking the network, and asks it from then on', async () => {
    embedSession(meBody(owner), store);
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === paths.api.me() ? json(meBody(null)) : json({ store: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect((await fetchMe()).user?.email).toBe('owner@souq.test');
    expect(await getSellerStore()).toEqual(store);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await fetchMe()).user).toBeNull();
    expect(await getSellerStore()).toEqual({ store: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('serves nobody who signs in next on the same page once they are forgotten', async () => {
    embedSession(meBody(owner), store);
    forgetPreloadedData();
    const fetchMock = vi.fn(async () => json({ store: null }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getSellerStore()).toEqual({ store: null });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(document.getElementById(PRELOADED_DATA_ELEMENT_ID)).toBeNull();
  });
});
