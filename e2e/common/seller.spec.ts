import { expect, test } from '@playwright/test';
import {
  sellerApplyText,
  sellerProductsText,
  sellerText,
  storeFieldText,
} from '../../packages/domain/src/locales/ar/seller';
import { formatPrice } from '../../packages/domain/src/money';
import { paths } from '../../packages/domain/src/paths';
import { signInNewShopper, signInThroughApi } from '../support/accounts';
import { addressText, picker } from '../support/addresses';
import { editableProducts } from '../support/seller';
import { toast } from '../support/toasts';

/** The seeded store owner (README): owns an active store with products. */
const demoVendor = { email: 'vendor@souq.test', password: 'souq-demo-1234' } as const;
const f = storeFieldText;

test('a new user applies for a store and sees it waiting for review', async ({ page }) => {
  await signInNewShopper(page, 'seller');

  await page.goto(paths.seller.home());
  await expect(page).toHaveURL(paths.seller.apply());
  await expect(page.getByRole('heading', { level: 1, name: sellerApplyText.title })).toBeVisible();
  await page.getByLabel(f.name).fill('متجر ريم للأقمشة');
  await page.getByLabel(f.description).fill('أقمشة حريرية وقطنية');
  await page.getByLabel(f.phone).fill('0944777888');
  await page.getByRole('button', { name: f.chooseLocation }).click();
  await picker(page).getByLabel(addressText.picker.searchLabel).fill('باب توما');
  await picker(page).getByLabel(addressText.picker.searchLabel).press('Enter');
  await picker(page).getByRole('button', { name: 'شارع باب توما، دمشق، سوريا' }).click();
  await picker(page).getByRole('button', { name: addressText.picker.confirm }).click();
  await expect(page.getByTestId('store-address')).toHaveText('شارع باب توما، دمشق، سوريا');
  await expect(page.getByLabel(f.city)).toHaveValue('دمشق');
  await page.getByRole('button', { name: sellerApplyText.submit }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: sellerText.statusScreen.pendingTitle }),
  ).toBeVisible();
  await expect(page).toHaveURL(paths.seller.home());
  await expect(page.getByText('متجر ريم للأقمشة')).toBeVisible();
});

test('the demo vendor changes a price and shoppers see it at once', async ({
  page,
  browser,
}, info) => {
  await signInThroughApi(page, demoVendor.email, demoVendor.password);
  // Each project edits its own product, never one the cart and checkout specs buy meanwhile.
  const editable = await editableProducts(page.request);
  const picked = editable[info.project.name === 'mobile' ? 1 : 0];
  if (!picked) throw new Error('the demo store has too few products to edit');
  const { id, name } = picked;
  await page.goto(`${paths.seller.products()}?q=${encodeURIComponent(name)}`);
  const mine = page.getByRole('listitem').filter({
    has: page.getByRole('textbox', { name: sellerProductsText.priceOf(name) }),
  });
  const priceField = mine.getByRole('textbox', { name: sellerProductsText.priceOf(name) });
  await expect(priceField).toBeVisible();
  const price = 1000 + Math.floor(Math.random() * 8000);
  await priceField.fill(String(price));
  await mine.getByRole('button', { name: sellerProductsText.saveOf(name) }).click();
  await expect(toast(page, sellerProductsText.quickSaved)).toBeVisible();
  const saved = await page.request.get(paths.api.seller.product(id));
  const { base_price, currency } = (await saved.json()) as { base_price: number; currency: string };
  expect(base_price).toBe(price);

  const shopper = await browser.newContext({ locale: 'ar-SY' });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(paths.web.product(id));
  await expect(shopperPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopperPage.getByText(formatPrice(price, currency)).first()).toBeVisible();
  await shopper.close();
});

test('a store owner opening a shopper-only screen lands on the seller console', async ({
  page,
}) => {
  await signInThroughApi(page, demoVendor.email, demoVendor.password);
  await page.goto(paths.web.settings());
  await expect(page).toHaveURL(paths.seller.home());
  await expect(page.getByRole('navigation', { name: sellerText.nav.label }).first()).toBeAttached();
});
