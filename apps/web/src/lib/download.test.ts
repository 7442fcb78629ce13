import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFromApi } from './download';
import { HttpError, setAuthorizationProvider } from './http';

const saved: { href: string; name: string }[] = [];

function stubDownloads(response: () => Response) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:souq/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, name: this.download });
  });
  return fetchMock;
}

afterEach(() => {
  saved.length = 0;
  setAuthorizationProvider(() => undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloadFromApi', () => {
  it('fetches with the app’s authorization and saves the file under the server’s name', async () => {
    const fetchMock = stubDownloads(
      () =>
        new Response('\uFEFFرقم الطلب\n', {
          headers: { 'content-disposition': 'attachment; filename="orders-2026-11-01.csv"' },
        }),
    );
    setAuthorizationProvider(() => 'Bearer native-token');
    await downloadFromApi('/api/seller/orders.csv?from=2026-11-01&to=2026-11-01', 'orders.csv');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/seller/orders.csv?from=2026-11-01&to=2026-11-01');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer native-token');
    expect(saved).toEqual([{ href: 'blob:souq/1', name: 'orders-2026-11-01.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('falls back to its own name when the server gives none (or a path)', async () => {
    stubDownloads(
      () =>
        new Response('x', { headers: { 'content-disposition': 'attachment; filename="../x"' } }),
    );
    await downloadFromApi('/api/seller/products.csv', 'products.csv');
    expect(saved).toEqual([{ href: 'blob:souq/1', name: 'products.csv' }]);
  });

  it('saves nothing and rejects with the API’s Arabic message on an error', async () => {
    const error = { error: { code: 'VALIDATION_FAILED', message: 'الفترة طويلة جداً' } };
    stubDownloads(() => new Response(JSON.stringify(error), { status: 400 }));
    const failure = await downloadFromApi('/api/seller/orders.csv', 'orders.csv').catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).apiMessage).toBe('الفترة طويلة جداً');
    expect(saved).toEqual([]);
  });
});
