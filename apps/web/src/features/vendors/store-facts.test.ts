import { describe, expect, it } from 'vitest';
import { productFixture } from '@/test/products';
import { vendorFixture } from '@/test/vendors';
import { storeCategories, storeHours, storePictures, storeStats, telHref } from './store-facts';

describe('store facts', () => {
  it('reads hours from the store, shop-sign style, defaulting to 9:00-21:00', () => {
    expect(storeHours(vendorFixture({ opens_at: '10:00', closes_at: '22:30' }))).toEqual({
      opens: '10:00',
      closes: '22:30',
    });
    expect(storeHours({ opens_at: '', closes_at: '' })).toEqual({ opens: '9:00', closes: '21:00' });
  });

  it('counts real categories, products, stock and radius', () => {
    const products = [
      productFixture({ id: 'a', product_category: 'أغذية' }),
      productFixture({ id: 'b', product_category: 'أغذية' }),
      productFixture({ id: 'c', product_category: 'عطور' }),
      productFixture({ id: 'd', product_category: null }),
    ];
    expect(storeCategories(products)).toEqual(['أغذية', 'عطور']);
    const vendor = vendorFixture({ products, total_products: 4, total_stock: 37 });
    expect(storeStats(vendor)).toEqual({ products: 4, stock: 37, categories: 2, radiusKm: 12 });
    // The API's list covers products beyond the ones sent along, so it wins when present.
    const wide = vendorFixture({ products, product_categories: ['أغذية', 'عطور', 'كتب'] });
    expect(storeStats(wide).categories).toBe(3);
  });

  it('dials only digits and the leading plus', () => {
    expect(telHref('+963 944 318 207')).toBe('tel:+963944318207');
    expect(telHref('0944-318(207)')).toBe('tel:0944318207');
  });

  it('puts the banner first among the store pictures, without repeats', () => {
    const vendor = vendorFixture({
      banner_image_url: '/media/b.jpg',
      store_images: [{ image_url: '/media/1.jpg' }, { image_url: '/media/b.jpg' }],
    });
    expect(storePictures(vendor)).toEqual(['/media/b.jpg', '/media/1.jpg']);
  });
});
