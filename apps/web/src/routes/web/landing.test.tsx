import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { defaultCategories } from '@souq/domain/locales/ar/categories';
import { common } from '@souq/domain/locales/ar/common';
import { landing } from '@souq/domain/locales/ar/landing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '@/test/products';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { Component as Landing } from './landing';

const vendorId = '00000000-0000-4000-8000-000000000099';
const product = (i: number) =>
  productFixture({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    name: `منتج ${i}`,
    description: '',
    stock_count: 3,
    product_category: null,
    vendor_id: vendorId,
    vendor_profiles: { id: vendorId, vendor_name: 'متجر الريف' },
    product_images: [{ image_url: `/media/p${i}.webp` }],
  });

const products = (count: number) =>
  json({ data: Array.from({ length: count }, (_, i) => product(i)), count, limit: 8, offset: 0 });

afterEach(() => vi.unstubAllGlobals());

describe('landing page', () => {
  it('links start shopping to /products and opens the seller site in a new tab', async () => {
    stubFetch({
      '/api/config': () => json({ sellerSiteUrl: 'https://sell.example.sy', mapTileUrl: '' }),
    });
    renderAt(<Landing />);
    expect(
      screen
        .getByRole('link', { name: new RegExp(landing.hero.startShopping) })
        .getAttribute('href'),
    ).toBe('/products');
    const seller = screen.getByRole('link', { name: new RegExp(landing.hero.joinAsSeller) });
    await vi.waitFor(() => expect(seller.getAttribute('href')).toBe('https://sell.example.sy'));
    expect(seller.getAttribute('target')).toBe('_blank');
    expect(seller.getAttribute('rel')).toContain('noopener');
  });

  it("leads join as seller to this app's own application when no seller site is set", async () => {
    const fetchMock = stubFetch({
      '/api/config': () => json({ sellerSiteUrl: '', mapTileUrl: '' }),
    });
    renderAt(<Landing />);
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/config')).toHaveLength(1));
    const seller = screen.getByRole('link', { name: landing.hero.joinAsSeller });
    expect(seller.getAttribute('href')).toBe('/seller/apply');
    expect(seller.getAttribute('target')).toBeNull();
  });

  it('shows 8 featured products with thumbnail, shop, price and a product link', async () => {
    const fetchMock = stubFetch({ '/functions/v1/export-products': () => products(8) });
    renderAt(<Landing />);
    const section = screen.getByRole('region', { name: landing.featured.heading });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(8);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('link').getAttribute('href')).toBe(`/product/${product(0).id}`);
    expect(within(first).getByRole('img', { name: 'منتج 0' }).getAttribute('src')).toBe(
      '/media/p0.webp?preset=thumbnail',
    );
    expect(within(first).getByText('150,000 ل.س')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === '/functions/v1/export-products?limit=8'),
    ).toBe(true);
  });

  it('says so when there are no products', async () => {
    stubFetch({ '/functions/v1/export-products': () => products(0) });
    renderAt(<Landing />);
    expect(await screen.findByText(catalogueText.noProducts)).toBeTruthy();
  });

  it('offers a retry when the products cannot be loaded, and the retry works', async () => {
    let calls = 0;
    stubFetch({
      '/functions/v1/export-products': () => (++calls === 1 ? json({}, 503) : products(2)),
    });
    renderAt(<Landing />);
    await userEvent.click(await screen.findByRole('button', { name: common.retry }));
    const section = screen.getByRole('region', { name: landing.featured.heading });
    expect(await within(section).findAllByRole('article')).toHaveLength(2);
  });

  it('falls back to the 8 Arabic default categories, each linking to its products', async () => {
    stubFetch({ '/functions/v1/export-categories': () => json({ data: [], count: 0 }) });
    renderAt(<Landing />);
    const section = screen.getByRole('region', { name: landing.categories.heading });
    const links = await within(section).findAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]?.getAttribute('href')).toBe(`/products?category=${defaultCategories[0].slug}`);
  });

  it('also falls back when the categories call fails', async () => {
    stubFetch({});
    renderAt(<Landing />);
    const section = screen.getByRole('region', { name: landing.categories.heading });
    expect(await within(section).findAllByRole('link', {}, { timeout: 3000 })).toHaveLength(8);
  });

  it('shows server categories, active ones only, in their order', async () => {
    const category = (slug: string, sort_order: number, is_active = true) => ({
      id: `00000000-0000-4000-8000-0000000000${sort_order}0`,
      slug,
      name: slug,
      description: null,
      icon: null,
      icon_url: null,
      color: null,
      sort_order,
      is_active,
      product_count: 4,
    });
    const data = [category('b', 2), category('a', 1), category('hidden', 3, false)];
    stubFetch({ '/functions/v1/export-categories': () => json({ data, count: 3 }) });
    renderAt(<Landing />);
    const section = screen.getByRole('region', { name: landing.categories.heading });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products?category=a',
      '/products?category=b',
    ]);
  });
});
