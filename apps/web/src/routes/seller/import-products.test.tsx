import { productImportText } from '@souq/domain/locales/ar/seller';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sellerStoreFixture } from '@/features/seller-shell/seller-store.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, stubFetch } from '@/test/render';
import { renderSeller } from '@/test/seller-routes';

const t = productImportText;
const csv = 'sku,name,base_price\nSH-1,قميص,2500\nSH-2,,abc\n';

describe('CSV import', () => {
  it('checks the file first, lists each row’s problems and keeps the import shut until it is clean', async () => {
    const fetchMock = stubFetch({
      '/api/me': meAnswer(shopper({ type: 'vendor' })),
      '/api/seller/store': () => json({ store: sellerStoreFixture() }),
      '/api/seller/products/import': () =>
        json({
          dry_run: true,
          created: 0,
          updated: 0,
          rows: [
            { row: 2, sku: 'SH-1', action: 'update', problems: [] },
            {
              row: 3,
              sku: 'SH-2',
              action: 'skip',
              problems: ['اسم المنتج مطلوب', 'السعر يجب أن يكون رقماً موجباً'],
            },
          ],
        }),
    });
    renderSeller('/seller/products/import');
    const file = new File([csv], 'products.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText(t.chooseFile), file);
    expect(await screen.findByText(t.problemsFound(1))).toBeTruthy();
    expect(screen.getByText(t.row(3))).toBeTruthy();
    expect(screen.getByText('اسم المنتج مطلوب')).toBeTruthy();
    expect(screen.getByText('السعر يجب أن يكون رقماً موجباً')).toBeTruthy();
    expect((screen.getByRole('button', { name: t.import }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const [url, init] = callsTo(fetchMock, '/api/seller/products/import')[0] ?? [];
    expect(url).toContain('dry_run=true');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('text/csv');
    const body = init?.body;
    expect(body).toBeInstanceOf(Blob);
    expect(await (body as Blob).text()).toBe(csv);
  });
});
