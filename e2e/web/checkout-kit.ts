/**
 * Shared steps of the checkout and orders specs (web and mobile): real seeded products picked
 * through the API (no seed names in tests), a fresh shopper with a saved address, and the
 * walk through the checkout steps as a shopper does it.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { checkoutText } from '../../packages/domain/src/locales/ar/checkout';
import { ordersText } from '../../packages/domain/src/locales/ar/orders';
import { productDetailText as detail } from '../../packages/domain/src/locales/ar/product-detail';
import { paths } from '../../packages/domain/src/paths';
import { registerConfirmedAccount, signInThroughApi, uniqueEmail } from '../support/accounts';
import type { CartProduct } from './cart-catalogue';

export const t = checkoutText.screen;

interface VendorAccounts {
  id: string;
  shamcash_account: string | null;
  goldmasters_account: string | null;
}

/** Plenty of stock: web and mobile runs and parallel tests all buy from the same seed. */
const buyable = (p: CartProduct) =>
  p.availability_mode === 'for_sale' &&
  p.product_variants.length === 0 &&
  p.stock_count >= 5 &&
  p.currency === 'SYP';

/** A pickup product payable by a wallet its store has an account for, and a cod delivery one. */
export async function checkoutProducts(request: APIRequestContext) {
  const products = await request.get(`${paths.api.exportProducts()}?limit=100`);
  const vendors = await request.get(`${paths.api.exportVendors()}?limit=100`);
  expect(products.ok() && vendors.ok()).toBe(true);
  const { data } = (await products.json()) as { data: CartProduct[] };
  const stores = ((await vendors.json()) as { data: VendorAccounts[] }).data;
  const storeOf = (p: CartProduct) => stores.find((v) => v.id === p.vendor_id);
  const walletOf = (p: CartProduct): 'shamcash' | 'goldmasters' | null => {
    if (p.payment_shamcash && storeOf(p)?.shamcash_account) return 'shamcash';
    if (p.payment_goldmasters && storeOf(p)?.goldmasters_account) return 'goldmasters';
    return null;
  };
  const pickup = data.find((p) => buyable(p) && p.pickup_available && walletOf(p));
  const cod = data.find((p) => buyable(p) && p.delivery_available && p.payment_cash_on_delivery);
  if (!pickup || !cod) throw new Error('the seed has no pickup-wallet or delivery-cod product');
  return { pickup: { ...pickup, wallet: walletOf(pickup) as 'shamcash' | 'goldmasters' }, cod };
}

export async function addToCart(page: Page, productHref: string) {
  await page.goto(productHref);
  await page.getByRole('button', { name: detail.addToCart }).click();
  await expect(page.getByRole('button', { name: detail.addToCart })).toBeEnabled();
}

/** A new shopper with a complete profile and one saved address, signed in on the page. */
export async function signInShopperWithAddress(page: Page, label: string) {
  const account = {
    name: 'ليلى الحلبية',
    email: uniqueEmail(label),
    phone: '+963 944 555 666',
    password: 'layla-pass-1234',
  };
  await registerConfirmedAccount(page.request, account);
  await signInThroughApi(page, account.email, account.password);
  // Cookie-signed writes must name our origin (the server's CSRF check), as the app's do.
  const headers = { origin: new URL(test.info().project.use.baseURL ?? '').origin };
  const completed = await page.request.post(paths.api.completeProfile(), {
    data: { name: account.name, phone: account.phone },
    headers,
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const address = await page.request.post(paths.api.addresses(), {
    headers,
    data: {
      title: 'البيت',
      formatted_address: 'شارع بغداد، دمشق، سوريا',
      street: 'شارع بغداد',
      city: 'دمشق',
      latitude: 33.5196,
      longitude: 36.2962,
      delivery_notes: 'الطابق الثالث',
      is_default: true,
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
}

export const nextStep = (page: Page) => page.getByRole('button', { name: t.next }).click();

export const orderCard = (page: Page, text: string) =>
  page.getByRole('article').filter({ hasText: text });

export const pendingBadge = ordersText.status.pending;
