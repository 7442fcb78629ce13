import { productsExportText } from '@souq/domain/locales/ar/csv-exports';
import { sellerProductsText as t } from '@souq/domain/locales/ar/seller';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthorizationProvider } from '@/lib/http';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { ProductsCsvDownload } from './products-csv-download';

const CSV = '/api/seller/products.csv';
const saved: string[] = [];

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:souq/products');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  saved.length = 0;
  setAuthorizationProvider(() => undefined);
  vi.restoreAllMocks();
});

describe('products CSV download', () => {
  it('downloads through the app’s http, so the native bearer token signs it', async () => {
    const fetchMock = stubFetch({
      [CSV]: () =>
        new Response('sku,name\n', {
          headers: { 'content-disposition': 'attachment; filename="products.csv"' },
        }),
    });
    setAuthorizationProvider(() => 'Bearer native-token');
    renderAt(<ProductsCsvDownload label={t.exportCsv} className="" />);
    await userEvent.click(screen.getByRole('button', { name: t.exportCsv }));
    await vi.waitFor(() => expect(saved).toEqual(['products.csv']));
    const [[, init]] = callsTo(fetchMock, CSV) as [[string, RequestInit]];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer native-token');
  });

  it('says so in Arabic when the download fails', async () => {
    stubFetch({ [CSV]: () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    renderAt(<ProductsCsvDownload label={t.exportCsv} className="" />);
    await userEvent.click(screen.getByRole('button', { name: t.exportCsv }));
    expect(await screen.findByText('x')).toBeTruthy();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: t.exportCsv }));
    expect(await screen.findByText(productsExportText.failed)).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
