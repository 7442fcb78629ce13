import { productEditorText, sellerProductsText } from '@souq/domain/locales/ar/seller';
import type { SellerProduct, SellerProductRow } from '@souq/domain/schemas/seller-products';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sellerStoreFixture } from '@/features/seller-shell/seller-store.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, stubFetch } from '@/test/render';
import { renderSeller } from '@/test/seller-routes';

const t = sellerProductsText;
const e = productEditorText;
const row: SellerProductRow = {
  id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'قميص قطني',
  sku: 'SH-1',
  base_price: 2500,
  currency: 'SYP',
  stock_count: 4,
  status: 'active',
  product_category: 'ملابس',
  updated_at: '2026-11-02T09:00:00.000Z',
  image_url: null,
  variant_count: 0,
};
const base = {
  '/api/me': meAnswer(shopper({ type: 'vendor' })),
  '/api/seller/store': () => json({ store: sellerStoreFixture() }),
  '/functions/v1/export-categories': () => json({ data: [], count: 0 }),
};

describe('seller products', () => {
  it('lists products with their status and saves a quick price edit with PATCH', async () => {
    const fetchMock = stubFetch({
      ...base,
      '/api/seller/products': () => json({ data: [row], count: 1, limit: 20, offset: 0 }),
      [`/api/seller/products/${row.id}`]: () => json({}),
    });
    renderSeller('/seller/products');
    const price = await screen.findByLabelText(t.priceOf(row.name));
    const item = screen.getByRole('listitem');
    expect(within(item).getByText(t.statuses.active)).toBeTruthy();
    const save = screen.getByRole('button', { name: t.saveOf(row.name) }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.clear(price);
    await userEvent.type(price, '2750');
    await userEvent.click(save);
    expect(await screen.findByText(t.quickSaved)).toBeTruthy();
    const patch = callsTo(fetchMock, `/api/seller/products/${row.id}`).find(
      ([, init]) => init?.method === 'PATCH',
    );
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ base_price: 2750 });
  });

  it('sends the filters to the list', async () => {
    const fetchMock = stubFetch({
      ...base,
      '/api/seller/products': () => json({ data: [], count: 0, limit: 20, offset: 0 }),
    });
    renderSeller('/seller/products?stock=low&status=draft');
    expect(await screen.findByText(t.noResults)).toBeTruthy();
    const url = new URL(callsTo(fetchMock, '/api/seller/products')[0]?.[0] ?? '', 'http://x');
    expect(url.searchParams.get('stock')).toBe('low');
    expect(url.searchParams.get('status')).toBe('draft');
    expect(url.searchParams.get('limit')).toBe('20');
  });

  it('creates a product with two variants from the editor', async () => {
    const created = { id: row.id } as SellerProduct;
    const fetchMock = stubFetch({
      ...base,
      '/api/seller/products': (init) => (init?.method === 'POST' ? json(created, 201) : json({})),
    });
    const { router } = renderSeller('/seller/products/new');
    await userEvent.type(await screen.findByLabelText(e.name), 'فستان صيفي');
    await userEvent.type(screen.getByLabelText(e.basePrice), '9000');
    await userEvent.click(screen.getByRole('button', { name: e.addVariant }));
    await userEvent.click(screen.getByRole('button', { name: e.addVariant }));
    const sizes = screen.getAllByLabelText(e.size);
    const stocks = screen.getAllByLabelText(e.variantStock);
    await userEvent.type(sizes[0] as HTMLElement, 'S');
    await userEvent.type(sizes[1] as HTMLElement, 'M');
    await userEvent.clear(stocks[1] as HTMLElement);
    await userEvent.type(stocks[1] as HTMLElement, '3');
    await userEvent.click(screen.getByRole('button', { name: e.create }));
    await expect.poll(() => router.state.location.pathname).toBe(`/seller/products/${row.id}`);
    const post = callsTo(fetchMock, '/api/seller/products').find(
      ([, init]) => init?.method === 'POST',
    );
    const body = JSON.parse(String(post?.[1]?.body));
    expect(body).toMatchObject({
      name: 'فستان صيفي',
      base_price: 9000,
      stock_count: 3,
      status: 'active',
    });
    expect(body.variants).toEqual([
      { size: 'S', color: null, price_adjustment: 0, stock_count: 0 },
      { size: 'M', color: null, price_adjustment: 0, stock_count: 3 },
    ]);
  });

  it('refuses two identical variants with the spec’s Arabic message before sending', async () => {
    const fetchMock = stubFetch(base);
    renderSeller('/seller/products/new');
    await userEvent.type(await screen.findByLabelText(e.name), 'فستان');
    await userEvent.type(screen.getByLabelText(e.basePrice), '100');
    await userEvent.click(screen.getByRole('button', { name: e.addVariant }));
    await userEvent.click(screen.getByRole('button', { name: e.addVariant }));
    for (const size of screen.getAllByLabelText(e.size)) await userEvent.type(size, 'M');
    await userEvent.click(screen.getByRole('button', { name: e.create }));
    expect(await screen.findByText('يوجد متغير آخر بنفس المقاس واللون')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/seller/products')).toHaveLength(0);
  });

  it('asks before leaving the editor with unsaved changes', async () => {
    stubFetch(base);
    const { router } = renderSeller('/seller/products/new');
    await userEvent.type(await screen.findByLabelText(e.name), 'فستان');
    await userEvent.click(screen.getByRole('link', { name: e.back }));
    const ask = await screen.findByRole('alertdialog', { name: e.leaveTitle });
    await userEvent.click(within(ask).getByRole('button', { name: e.stay }));
    expect(router.state.location.pathname).toBe('/seller/products/new');
    expect((screen.getByLabelText(e.name) as HTMLInputElement).value).toBe('فستان');
    await userEvent.click(screen.getByRole('link', { name: e.back }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: e.leave }),
    );
    await expect.poll(() => router.state.location.pathname).toBe('/seller/products');
  });
});
