import type { SellerStore } from '@souq/domain/schemas/seller-store';

/** The owner's view of a store as GET /api/seller/store answers it. */
export function sellerStoreFixture(overrides: Partial<SellerStore> = {}): SellerStore {
  return {
    id: '7f1c2a4e-1b2c-4d3e-8f90-0a1b2c3d4e5f',
    status: 'active',
    status_reason: null,
    applied_at: '2026-11-01T09:00:00.000Z',
    vendor_name: 'متجر الياسمين',
    description: 'ملابس وأقمشة من دمشق',
    phone_number: '+963 944 000 111',
    city: 'دمشق',
    formatted_address: 'شارع الحمراء، دمشق، سوريا',
    latitude: 33.5138,
    longitude: 36.2765,
    delivery_radius_km: 10,
    offers_pickup: true,
    offers_delivery: true,
    opens_at: '09:00',
    closes_at: '21:00',
    closed_days: [5],
    shamcash_account: 'SC-1234',
    goldmasters_account: null,
    layout_template: 'large_hero_section',
    color_pattern: 'green_natural',
    custom_css: null,
    brand_logo_url: null,
    banner_image_url: null,
    gallery: [],
    product_count: 3,
    updated_at: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}
