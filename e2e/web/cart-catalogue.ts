/**
 * Picks real seeded products for the cart specs (e2e/web/cart.spec.ts, e2e/mobile/cart.spec.ts)
 * from the API, so the specs do not depend on seed names: two addable products of one shop
 * that can be checked out together, the smaller stock first, and one product of another shop.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import type { CartItem } from '../../packages/domain/src/cart';
import { cartIssues } from '../../packages/domain/src/checkout';

export interface CartProduct {
  id: string;
  name: string;
  vendor_id: string;
  currency: string;
  stock_count: number;
  availability_mode: string;
  pickup_available: boolean;
  delivery_available: boolean;
  payment_cash_on_delivery: boolean;
  payment_shamcash: boolean;
  payment_goldmasters: boolean;
  product_variants: unknown[];
  vendor_profiles: { vendor_name: string };
}

const asLine = (p: CartProduct) =>
  ({
    productId: p.id,
    vendorId: p.vendor_id,
    currency: p.currency,
    quantity: 1,
    maxStock: p.stock_count,
    availabilityMode: p.availability_mode,
    pickupAvailable: p.pickup_available,
    deliveryAvailable: p.delivery_available,
    paymentCod: p.payment_cash_on_delivery,
    paymentShamcash: p.payment_shamcash,
    paymentGoldmasters: p.payment_goldmasters,
  }) as CartItem;

export async function cartProducts(request: APIRequestContext) {
  const response = await request.get('/functions/v1/export-products?limit=100');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: CartProduct[] };
  const addable = data
    .filter(
      (p) =>
        p.availability_mode === 'for_sale' &&
        p.product_variants.length === 0 &&
        p.stock_count >= 2 &&
        p.currency === 'SYP',
    )
    .sort((a, b) => a.stock_count - b.stock_count);
  for (const first of addable) {
    const second = addable.find(
      (p) =>
        p.id !== first.id &&
        p.vendor_id === first.vendor_id &&
        cartIssues([asLine(first), asLine(p)]).length === 0,
    );
    const other = addable.find((p) => p.vendor_id !== first.vendor_id);
    if (second && other) return { first, second, other };
  }
  throw new Error('no two checkout-compatible products of one shop in the seed');
}
