import type { ProductInput } from '@souq/domain/schemas/seller-products';

/** A valid product editor body: a shirt paid by cash or shamcash; override anything. */
export function shirt(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'قميص قطني',
    description: 'قطن مصري',
    category_id: null,
    sku: null,
    base_price: 1500,
    currency: 'SYP',
    stock_count: 7,
    availability_mode: 'for_sale',
    pickup_available: true,
    delivery_available: true,
    delivery_price: 0,
    payment_cash_on_delivery: true,
    payment_shamcash: true,
    payment_goldmasters: false,
    status: 'active',
    variants: [],
    ...overrides,
  };
}
