/** The seller console's specs: the demo store owner and which of its products they may edit. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { paths } from '../../packages/domain/src/paths';
import type { SellerProductList } from '../../packages/domain/src/schemas/seller-products';
import { cartProducts } from './catalogue';
import { checkoutProducts } from './checkout';

/**
 * The demo store's products (for its owner's signed-in request) minus the ones the cart and
 * checkout specs buy, so a price edited here never races an order placed there.
 */
export async function editableProducts(request: APIRequestContext) {
  const response = await request.get(`${paths.api.seller.products()}?limit=100`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as SellerProductList;
  const { pickup, cod } = await checkoutProducts(request);
  const { first, second, other } = await cartProducts(request);
  const taken = new Set([pickup.id, cod.id, first.id, second.id, other.id]);
  return data.filter((row) => !taken.has(row.id));
}
