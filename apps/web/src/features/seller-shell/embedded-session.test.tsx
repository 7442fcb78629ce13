import { PRELOADED_DATA_ELEMENT_ID } from '@souq/domain/page-preload';
import { paths } from '@souq/domain/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth/auth-provider';
import { fetchMe } from '@/features/auth/me-query';
import { useAuth } from '@/features/auth/use-auth';
import { forgetPreloadedData, resetPreloadedData } from '@/lib/preloaded-data';
import { meBody, shopper } from '@/test/accounts';
import { json } from '@/test/render';
import { getSellerStore, useSellerStore } from './api';
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

  /** Answers stay fresh for minutes, as in the app (app/query-client.ts): no refetch on mount. */
  const appLikeQueryClient = () =>
    new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: false } } });

  /** Every render of the console's first screen, as who is signed in and which store. */
  function renders(): string[] {
    const seen: string[] = [];
    function Probe() {
      const auth = useAuth();
      const { data } = useSellerStore();
      seen.push(`${auth.status} ${auth.user?.email ?? '-'} ${data?.vendor_name ?? '-'}`);
      return null;
    }
    render(
      <QueryClientProvider client={appLikeQueryClient()}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    return seen;
  }

  it('draws the first render with them, as the server drew the page, without the network', async () => {
    embedSession(meBody(owner), store);
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === paths.api.me() ? json(meBody(null)) : json({ store: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const seen = renders();
    expect(seen[0]).toBe(`signedIn owner@souq.test ${store.store.vendor_name}`);
    // Held, not read again: the screens are not drawn a second time for the same answer.
    expect(new Set(seen)).toEqual(new Set([seen[0]]));
    expect(fetchMock).not.toHaveBeenCalled();
    // From then on the network answers.
    expect((await fetchMe()).user).toBeNull();
    expect(await getSellerStore()).toEqual({ store: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks the session first on a page that brought none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(meBody(null))),
    );
    expect(renders()[0]).toBe('loading - -');
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
