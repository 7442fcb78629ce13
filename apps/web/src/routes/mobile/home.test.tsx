import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { paths } from '@souq/domain/paths';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestAnswer } from '@/test/accounts';
import { categoryFixture, listBody, productFixture } from '@/test/products';
import { json, renderRoutes, stubFetch } from '@/test/render';
import { vendorFixture } from '@/test/vendors';
import { Component } from './home';

function setup(vendors: () => Response) {
  stubFetch({
    '/api/me': guestAnswer,
    [paths.api.exportCategories()]: () =>
      json({ data: [categoryFixture('electronics', 'إلكترونيات', 1)], count: 1 }),
    [paths.api.exportProducts()]: () =>
      json(listBody([productFixture({ id: 'p1', name: 'سماعة لاسلكية' })])),
    [paths.api.exportVendors()]: vendors,
  });
  renderRoutes([{ path: '/mobile', element: <Component /> }], '/mobile');
}

describe('/mobile home', () => {
  it('offers categories, featured products and stores, all inside /mobile', async () => {
    setup(() => json({ data: [vendorFixture({ id: 'v1', vendor_name: 'متجر النور' })], count: 1 }));
    const category = await screen.findByRole('link', { name: /إلكترونيات/ });
    expect(category.getAttribute('href')).toBe('/mobile/products?category=electronics');
    const product = await screen.findByRole('link', { name: /سماعة لاسلكية/ });
    expect(product.getAttribute('href')).toBe('/mobile/product/p1');
    const store = await screen.findByRole('link', { name: /متجر النور/ });
    expect(store.getAttribute('href')).toBe('/mobile/vendor/v1');
  });

  it('says the server failed, with a retry, when the stores do not load', async () => {
    setup(() => new Response('down', { status: 500 }));
    expect(
      await screen.findByText(loadErrorsText.server.title, {}, { timeout: 4000 }),
    ).toBeTruthy();
  });
});
