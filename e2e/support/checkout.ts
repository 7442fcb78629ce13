/**
 * Shared steps of the checkout and orders specs (web and mobile): real seeded products picked
 * through the API (no seed names in tests), a fresh shopper with a saved address, and the
 * walk through the checkout steps as a shopper does it.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { coversLocation } from '../../packages/domain/src/distance';
import { checkoutText } from '../../packages/domain/src/locales/ar/checkout';
import { ordersText } from '../../packages/domain/src/locales/ar/orders';
import { paths } from '../../packages/domain/src/paths';
import { saveAddress, signInNewShopper } from './accounts';
import { type CartProduct, sellable } from './catalogue';

export const t = checkoutText.screen;

interface VendorAccounts {
  id: string;
  shamcash_account: string | null;
  goldmasters_account: string | null;
  latitude: number | null;
  longitude: number | null;
  delivery_radius_km: number;
}

/** The saved address of signInShopperWithAddress: Baghdad Street, Damascus. */
export const HOME = { latitude: 33.5196, longitude: 36.2962 } as const;

/** Plenty of stock: web and mobile runs and parallel tests all buy from the same seed. */
const buyable = (p: CartProduct) => sellable(p, 5);

/**
 * A pickup product payable by a wallet its store has an account for, and a cod delivery one
 * from a store that delivers to HOME (the server refuses addresses outside a store's radius).
 */
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
  const deliversHome = (p: CartProduct) => {
    const store = storeOf(p);
    return store !== undefined && coversLocation(store, HOME);
  };
  const cod = data.find(
    (p) => buyable(p) && p.delivery_available && p.payment_cash_on_delivery && deliversHome(p),
  );
  if (!pickup || !cod) throw new Error('the seed has no pickup-wallet or delivery-cod product');
  return { pickup: { ...pickup, wallet: walletOf(pickup) as 'shamcash' | 'goldmasters' }, cod };
}

/**
 * A new shopper with a complete profile and one saved default address (HOME), signed in; their
 * email address.
 */
export async function signInShopperWithAddress(page: Page, label: string): Promise<string> {
  const email = await signInNewShopper(page, label);
  await saveAddress(page, {
    title: 'البيت',
    formatted_address: 'شارع بغداد، دمشق، سوريا',
    street: 'شارع بغداد',
    city: 'دمشق',
    ...HOME,
    delivery_notes: 'الطابق الثالث',
    is_default: true,
  });
  return email;
}

export const nextStep = (page: Page) => page.getByRole('button', { name: t.next }).click();

export const orderCard = (page: Page, text: string) =>
  page.getByRole('article').filter({ hasText: text });

export const pendingBadge = ordersText.status.pending;
