import { cartText } from '@souq/domain/locales/ar/cart';
import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import { vendorsText } from '@souq/domain/locales/ar/vendors';
import { paths } from '@souq/domain/paths';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { layoutTemplates } from '@souq/domain/vendor-theme';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCart } from '@/features/cart/cart-storage';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { productFixture } from '@/test/products';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { vendorFixture } from '@/test/vendors';
import { Component } from './vendor';

const oil = productFixture({ id: 'p1', name: 'زيت زيتون', product_category: 'أغذية' });
const soap = productFixture({ id: 'p2', name: 'صابون غار', product_category: 'تجميل' });
const images = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ image_url: `/media/store-${i + 1}.jpg` }));

function setup(vendor: Vendor | null | 'pending', me = guestAnswer) {
  const fetchMock = stubFetch({
    '/api/me': me,
    [paths.api.exportVendors()]: () =>
      vendor === 'pending'
        ? new Promise<Response>(() => {})
        : json({ data: vendor ? [vendor] : [] }),
  });
  const view = renderRoutes(
    [
      { path: '/vendor/:id', element: <Component /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/vendor/v1',
  );
  return { ...view, fetchMock };
}

const storeName = (vendor: Vendor) =>
  screen.findByRole('heading', { level: 1, name: vendor.vendor_name });
const root = () => document.querySelector('.vendor-storefront') as HTMLElement;

describe('web /vendor/:id', () => {
  it('shows a loading state while the store is on its way', async () => {
    setup('pending');
    expect(await screen.findByText(t.loading)).toBeTruthy();
  });

  it('says the store was not found, with a way home', async () => {
    setup(null);
    expect(await screen.findByRole('heading', { name: vendorsText.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(vendorsText.notFoundText)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome }).getAttribute('href')).toBe('/');
  });

  it('tells a suspended store from a missing one, and points to the orders', async () => {
    stubFetch({
      '/api/me': guestAnswer,
      [paths.api.exportVendors()]: () => json({ data: [] }),
      [paths.api.storeAvailability('v1')]: () => json({ status: 'suspended' }),
    });
    renderRoutes([{ path: '/vendor/:id', element: <Component /> }], '/vendor/v1');
    expect(await screen.findByRole('heading', { name: vendorsText.suspendedTitle })).toBeTruthy();
    expect(screen.queryByText(vendorsText.notFoundTitle)).toBeNull();
    expect(screen.getByRole('link', { name: vendorsText.myOrders }).getAttribute('href')).toBe(
      paths.web.myOrders(),
    );
  });

  it.each(layoutTemplates)('renders the %s layout and themes the page', async (layout) => {
    const vendor = vendorFixture({ layout_template: layout, products: [oil] });
    setup(vendor);
    await storeName(vendor);
    expect(root().dataset.layout).toBe(layout);
    // Tailwind's isolate and contain classes (no stylesheet in jsdom; the e2e checks the effect).
    expect(root().className).toMatch(
      /\bisolate\b.*\[contain:layout_paint\]|\[contain:layout_paint\].*\bisolate\b/,
    );
    expect(document.body.classList.contains(`layout-${layout}`)).toBe(true);
    expect(screen.getAllByRole('heading', { name: oil.name }).length).toBeGreaterThan(0);
  });

  it('falls back to the default layout for an unknown name and asks for the products', async () => {
    const vendor = vendorFixture({ layout_template: 'retro' });
    const { fetchMock } = setup(vendor);
    await storeName(vendor);
    expect(root().dataset.layout).toBe('large_hero_section');
    const [url] = callsTo(fetchMock, paths.api.exportVendors())[0] ?? [];
    expect(url).toContain('include_products=true');
  });

  it('shows the empty message when the store has no products', async () => {
    const vendor = vendorFixture({ products: [] });
    setup(vendor);
    await storeName(vendor);
    expect(screen.getByText(t.noProducts)).toBeTruthy();
  });

  it('shows real statistics, hours, a tel link and six pictures before view all', async () => {
    const vendor = vendorFixture({
      products: [oil, soap],
      total_products: 2,
      total_stock: 31,
      delivery_radius_km: 9,
      opens_at: '08:30',
      closes_at: '19:00',
      store_images: images(8),
    });
    setup(vendor);
    await storeName(vendor);
    const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(stat(t.statProducts)).toBe('2');
    expect(stat(t.statStock)).toBe('31');
    expect(stat(t.statCategories)).toBe('2');
    expect(stat(t.statRadius)).toBe('9');
    expect(screen.getByText(t.hoursRange('8:30', '19:00'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.call }).getAttribute('href')).toBe(
      'tel:+963944000111',
    );
    const pictures = () => screen.getAllByRole('img', { name: /^صورة \d+ من/ });
    expect(pictures()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: t.viewAll(8) }));
    expect(pictures()).toHaveLength(8);
  });

  it('adds a product to the cart for a signed-in shopper', async () => {
    const vendor = vendorFixture({ products: [oil] });
    setup(vendor, meAnswer(shopper()));
    await storeName(vendor);
    await new Promise((resolve) => setTimeout(resolve, 30));
    fireEvent.click(screen.getByRole('button', { name: catalogueText.addToCartLabel(oil.name) }));
    expect(await screen.findByText(cartText.added, {}, { timeout: 2000 })).toBeTruthy();
    expect(readCart().map((item) => item.productId)).toEqual(['p1']);
  });
});
