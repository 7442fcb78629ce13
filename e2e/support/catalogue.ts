/**
 * Real seeded products for the cart, checkout and offline specs, picked through the API so the
 * specs do not depend on seed names, and the shopper's way of putting one in the cart.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { CartItem } from '../../packages/domain/src/cart';
import { cartIssues } from '../../packages/domain/src/checkout';
import { productDetailText as detail } from '../../packages/domain/src/locales/ar/product-detail';
import { paths } from '../../packages/domain/src/paths';
import { appReady } from './page-checks';

export interface CartProduct {
  id: string;
  name: string;
  vendor_id: string;
  currency: string;
  base_price: number;
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

/** For sale in SYP, no variants to choose, at least `minStock` in stock. */
export const sellable = (p: CartProduct, minStock: number) =>
  p.availability_mode === 'for_sale' &&
  p.product_variants.length === 0 &&
  p.stock_count >= minStock &&
  p.currency === 'SYP';

/**
 * Two addable products of one shop that can be checked out together, the smaller stock first,
 * and one product of another shop.
 */
export async function cartProducts(request: APIRequestContext) {
  const response = await request.get(`${paths.api.exportProducts()}?limit=100`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: CartProduct[] };
  const addable = data.filter((p) => sellable(p, 2)).sort((a, b) => a.stock_count - b.stock_count);
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

/** Adds a product from its page (web or mobile) and waits until the button is back. */
export async function addToCart(page: Page, productHref: string) {
  await page.goto(productHref);
  // The product page arrives drawn (decision 038): a tap before the app is there is held and
  // done once it is, and the next page.goto of a journey must not come in between.
  await appReady(page);
  await page.getByRole('button', { name: detail.addToCart }).click();
  await expect(page.getByRole('button', { name: detail.addToCart })).toBeEnabled();
}
