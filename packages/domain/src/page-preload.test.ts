import { describe, expect, it } from 'vitest';
import {
  pagePreload,
  productPageUrl,
  productsFirstPageUrl,
  reelsListUrl,
  vendorPageUrl,
} from './page-preload';

describe('pagePreload', () => {
  it('embeds the first reels page on both reels screens, with or without a trailing slash', () => {
    for (const path of ['/reels', '/mobile/reels', '/mobile/reels/']) {
      expect(pagePreload(path)?.dataUrls, path).toEqual([reelsListUrl()]);
      expect(pagePreload(path)?.page, path).toBe(path.replace(/\/$/, ''));
    }
    expect(reelsListUrl()).toBe('/functions/v1/export-product-videos?limit=20');
  });

  it("embeds nothing shared on the seller console's home, only the visitor's session and store", () => {
    const plan = pagePreload('/seller');
    expect(plan?.page).toBe('/seller');
    expect(plan?.dataUrls).toEqual([]);
    expect(plan?.sessionDataUrls).toEqual(['/api/me', '/api/seller/store']);
    expect(pagePreload('/products')?.sessionDataUrls).toBeUndefined();
    expect(plan?.leadImage([])).toBeUndefined();
  });

  it('embeds a store page by its route pattern, with its products and no picture', () => {
    const id = '3b4e9cdd-1b3f-5d10-b541-eb70007c2fee';
    for (const [path, page] of [
      [`/vendor/${id}`, '/vendor/:id'],
      [`/mobile/vendor/${id}/`, '/mobile/vendor/:id'],
    ] as const) {
      const plan = pagePreload(path);
      expect(plan?.page, path).toBe(page);
      expect(plan?.dataUrls, path).toEqual([vendorPageUrl(id)]);
      expect(plan?.leadImage([{ data: [] }]), path).toBeUndefined();
    }
    expect(vendorPageUrl(id)).toBe(
      `/functions/v1/export-vendors?vendor_id=${id}&include_products=true`,
    );
  });

  it('embeds nothing for other pages', () => {
    for (const path of [
      '/mobile/cart',
      '/reels/x',
      '/api/me',
      '/product/not-an-id',
      '/vendor/x',
      '/seller/orders',
    ]) {
      expect(pagePreload(path), path).toBeNull();
    }
  });

  it("embeds the landing screens' categories and featured products, preloading no picture", () => {
    for (const path of ['/', '/mobile']) {
      expect(pagePreload(path)?.dataUrls, path).toEqual([
        '/functions/v1/export-categories',
        '/functions/v1/export-products?limit=8',
      ]);
      expect(pagePreload(path)?.leadImage([{}, {}]), path).toBeUndefined();
    }
  });

  it('embeds the categories and the first page of products, as each tree asks for them', () => {
    expect(pagePreload('/products')?.dataUrls).toEqual([
      '/functions/v1/export-categories',
      '/functions/v1/export-products?limit=24&offset=0',
    ]);
    expect(pagePreload('/mobile/products/')?.dataUrls).toEqual([
      '/functions/v1/export-categories',
      '/functions/v1/export-products?limit=10&offset=0',
    ]);
    expect(productsFirstPageUrl(24)).toBe('/functions/v1/export-products?limit=24&offset=0');
  });

  it('embeds nothing when the page is opened with a query (its filters ask for other lists)', () => {
    expect(pagePreload('/products', '?category=food')).toBeNull();
    expect(pagePreload('/products', '?')?.page).toBe('/products');
  });

  it('embeds a product page by its route pattern, and preloads its main picture', () => {
    const id = '3b4e9cdd-1b3f-5d10-b541-eb70007c2fee';
    for (const [path, page] of [
      [`/product/${id}`, '/product/:id'],
      [`/mobile/product/${id}`, '/mobile/product/:id'],
    ] as const) {
      const plan = pagePreload(path);
      expect(plan?.page, path).toBe(page);
      expect(plan?.dataUrls, path).toEqual([productPageUrl(id)]);
    }
    const answer = { data: [{ product_images: [{ image_url: `/media/products/${id}/0.webp` }] }] };
    expect(pagePreload(`/product/${id}`)?.leadImage([answer])).toBe(
      `/media/products/${id}/0.webp?preset=medium`,
    );
    expect(pagePreload('/products')?.leadImage([{}, answer])).toBe(
      `/media/products/${id}/0.webp?preset=thumbnail`,
    );
    const grid = {
      data: ['a', 'b', 'c', 'd', 'e'].map((n) => ({
        product_images: [{ image_url: `/media/products/${n}.webp` }],
      })),
    };
    expect(pagePreload('/mobile/products')?.otherImages?.([{}, grid])).toEqual([
      '/media/products/b.webp?preset=thumbnail',
      '/media/products/c.webp?preset=thumbnail',
      '/media/products/d.webp?preset=thumbnail',
    ]);
    const elsewhere = {
      data: [{ product_images: [{ image_url: 'https://evil.example/x.webp' }] }],
    };
    expect(pagePreload('/products')?.leadImage([{}, elsewhere])).toBeUndefined();
    expect(pagePreload('/products')?.leadImage([{}, { data: [] }])).toBeUndefined();
  });

  it('preloads the first poster, and only a path under /media/', () => {
    const reels = pagePreload('/reels');
    const list = (poster: unknown) => ({
      data: [{ poster_url: poster }, { poster_url: '/media/b.webp' }],
    });
    expect(reels?.leadImage([list('/media/videos/a.webp')])).toBe('/media/videos/a.webp');
    for (const poster of [
      null,
      'https://evil.example/x.webp',
      '/media/../x',
      '/media/a b"><x',
      42,
    ]) {
      expect(reels?.leadImage([list(poster)]), String(poster)).toBeUndefined();
    }
    expect(reels?.leadImage([{ data: [] }])).toBeUndefined();
    expect(reels?.leadImage([undefined])).toBeUndefined();
  });
});
