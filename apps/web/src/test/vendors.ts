import type { Vendor } from '@souq/domain/schemas/vendors';
import { storeCategories } from '@/features/vendors/store-facts';

/** A store as export-vendors returns it, for component tests (ids need not be uuids). */
export function vendorFixture(overrides: Partial<Vendor> = {}): Vendor {
  const products = overrides.products ?? [];
  return {
    id: 'v1',
    vendor_name: 'متجر الريف',
    description: 'منتجات ريفية طازجة من مزارع الغوطة.',
    brand_logo_url: null,
    banner_image_url: null,
    store_images: [],
    formatted_address: 'سوق الحميدية، دمشق، سوريا',
    city: 'دمشق',
    phone_number: '+963 944 000 111',
    latitude: 33.51,
    longitude: 36.3,
    delivery_radius_km: 12,
    total_products: 0,
    total_stock: 0,
    layout_template: 'large_hero_section',
    color_pattern: 'green_natural',
    custom_css: null,
    shamcash_account: null,
    goldmasters_account: null,
    opens_at: '09:00',
    closes_at: '21:00',
    closed_days: [],
    offers_pickup: true,
    offers_delivery: true,
    products,
    product_categories: storeCategories(products),
    ...overrides,
  };
}
