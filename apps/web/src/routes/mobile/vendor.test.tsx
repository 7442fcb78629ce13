import { productDetailText } from '@souq/domain/locales/ar/product-detail';
import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import { vendorsText } from '@souq/domain/locales/ar/vendors';
import { paths } from '@souq/domain/paths';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { themePalettes } from '@souq/domain/theme-palettes';
import { layoutTemplates } from '@souq/domain/vendor-theme';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestAnswer } from '@/test/accounts';
import { productFixture } from '@/test/products';
import { json, renderRoutes, stubFetch } from '@/test/render';
import { vendorFixture } from '@/test/vendors';
import { Component } from './vendor';

const m = t.mobile;

function setup(vendor: Vendor | null | 'pending') {
  stubFetch({
    '/api/me': guestAnswer,
    [paths.api.exportVendors()]: () =>
      vendor === 'pending'
        ? new Promise<Response>(() => {})
        : json({ data: vendor ? [vendor] : [] }),
  });
  return renderRoutes(
    [
      { path: '/mobile/vendor/:id', element: <Component /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/mobile/vendor/v1',
  );
}

describe('mobile /mobile/vendor/:id', () => {
  it('shows a loading state while the store is on its way', async () => {
    setup('pending');
    expect(await screen.findByText(t.loading)).toBeTruthy();
  });

  it('says the store was not found', async () => {
    setup(null);
    expect(await screen.findByRole('heading', { name: vendorsText.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome }).getAttribute('href')).toBe('/mobile');
  });

  it('shows name, address, radius, product count, call, share, a carousel and the grid', async () => {
    const products = [
      productFixture({ id: 'a', name: 'زيت' }),
      productFixture({ id: 'b', name: 'صابون' }),
    ];
    const vendor = vendorFixture({
      color_pattern: 'blue_professional',
      delivery_radius_km: 15,
      total_products: 2,
      products,
      store_images: [{ image_url: '/media/1.jpg' }, { image_url: '/media/2.jpg' }],
    });
    setup(vendor);
    expect(await screen.findByRole('heading', { level: 1, name: vendor.vendor_name })).toBeTruthy();
    expect(screen.getByText(vendor.formatted_address ?? '')).toBeTruthy();
    expect(screen.getByText(m.radiusValue(15))).toBeTruthy();
    expect(screen.getByText(m.totalProducts).nextElementSibling?.textContent).toBe('2');
    expect(screen.getByRole('link', { name: new RegExp(m.call) }).getAttribute('href')).toBe(
      'tel:+963944000111',
    );
    expect(screen.getByRole('button', { name: productDetailText.share })).toBeTruthy();
    expect(screen.getByRole('region', { name: m.imagesLabel })).toBeTruthy();
    const grid = screen.getByRole('heading', { name: 'زيت' }).closest('ul');
    expect(grid?.className).toContain('grid-cols-2');
    expect(grid?.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(document.documentElement.style.getPropertyValue('--vendor-primary')).toBe(
      themePalettes.blue_professional.primary,
    );
  });

  it('shows one picture without a carousel, and the empty message', async () => {
    const vendor = vendorFixture({ store_images: [{ image_url: '/media/1.jpg' }], products: [] });
    setup(vendor);
    await screen.findByRole('heading', { level: 1, name: vendor.vendor_name });
    expect(screen.queryByRole('region', { name: m.imagesLabel })).toBeNull();
    expect(screen.getByText(m.noProducts)).toBeTruthy();
  });

  it.each(layoutTemplates)('lays the phone page out as its own %s layout', async (layout) => {
    const vendor = vendorFixture({
      layout_template: layout,
      products: [productFixture({ id: 'a', name: 'زيت' })],
    });
    setup(vendor);
    await screen.findByRole('heading', { level: 1, name: vendor.vendor_name });
    const root = document.querySelector('.vendor-storefront') as HTMLElement;
    expect(root.dataset.layout).toBe(layout);
    // Each layout orders the page's parts its own way; the products stay the spec's two-column grid.
    const list = screen.getByRole('heading', { name: 'زيت' }).closest('ul') as HTMLElement;
    expect(list.className).toContain('grid-cols-2');
  });
});
