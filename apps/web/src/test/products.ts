import type { Category, Product } from '@souq/domain/schemas/catalogue';

/** A product as export-products returns it; ids need not be uuids in component tests. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'زيت زيتون بكر ممتاز',
    description: 'زيت من زيتون الصوراني',
    base_price: 150000,
    currency: 'SYP',
    stock_count: 4,
    product_category: 'food',
    category_id: null,
    vendor_id: 'v1',
    vendor_profiles: { id: 'v1', vendor_name: 'متجر الريف' },
    product_images: [{ image_url: '/media/p1.jpg' }],
    product_variants: [],
    delivery_available: true,
    delivery_price: 0,
    pickup_available: true,
    availability_mode: 'for_sale',
    payment_cash_on_delivery: true,
    payment_shamcash: false,
    payment_goldmasters: false,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export const listBody = (data: Product[], count = data.length, offset = 0) => ({
  data,
  count,
  limit: data.length,
  offset,
});

export const manyProducts = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) =>
    productFixture({ id: `p${from + i}`, name: `منتج ${from + i}` }),
  );

/** A category as export-categories returns it. */
export const categoryFixture = (slug: string, name: string, sortOrder = 0): Category => ({
  id: `00000000-0000-4000-8000-${String(sortOrder).padStart(12, '0')}`,
  slug,
  name,
  description: null,
  icon: null,
  icon_url: null,
  color: null,
  sort_order: sortOrder,
  is_active: true,
  product_count: 3,
});
