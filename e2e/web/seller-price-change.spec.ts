import { expect, test } from '@playwright/test';
import { checkoutText } from '../../packages/domain/src/locales/ar/checkout';
import { ordersText } from '../../packages/domain/src/locales/ar/orders';
import { sellerProductsText } from '../../packages/domain/src/locales/ar/seller';
import { paths } from '../../packages/domain/src/paths';
import type { SellerProduct } from '../../packages/domain/src/schemas/seller-products';
import { asDemoShopper, signInThroughApi } from '../support/accounts';
import { addToCart } from '../support/catalogue';
import { nextStep, t } from '../support/checkout';
import { editableProducts } from '../support/seller';
import { toast } from '../support/toasts';

test('a price the vendor changes in the console makes the shopper’s next checkout answer PRICE_CHANGED', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, 'vendor@souq.test', 'souq-demo-1234');
  // Past the two that seller.spec edits, and none the cart and checkout specs buy meanwhile.
  const candidates = (await editableProducts(page.request)).slice(2);
  let product: SellerProduct | undefined;
  for (const row of candidates) {
    if (row.variant_count > 0 || row.stock_count < 5 || row.status !== 'active') continue;
    const full = (await (
      await page.request.get(paths.api.seller.product(row.id))
    ).json()) as SellerProduct;
    const sold = full.availability_mode === 'for_sale';
    if (sold && full.pickup_available && full.payment_shamcash) {
      product = full;
      break;
    }
  }
  if (!product) throw new Error('the demo store has no pickup, Sham Cash product without variants');

  // The shopper reaches the review step with today's price in the cart.
  const shopper = await browser.newContext({ ...asDemoShopper, locale: 'ar-SY' });
  const shopperPage = await shopper.newPage();
  await addToCart(shopperPage, paths.web.product(product.id));
  await shopperPage.goto(paths.web.checkout());
  await shopperPage.getByRole('radio', { name: new RegExp(ordersText.fulfilment.pickup) }).check();
  await nextStep(shopperPage);
  await shopperPage
    .getByRole('radio', { name: new RegExp(ordersText.paymentMethod.shamcash) })
    .check();
  await shopperPage.getByLabel(t.receiptLabel).fill(`E2E-${Date.now().toString(36)}`);
  await nextStep(shopperPage);
  await expect(shopperPage.getByRole('heading', { name: t.reviewTitle })).toBeVisible();

  // Meanwhile the vendor raises the price inline in the console.
  await page.goto(`${paths.seller.products()}?q=${encodeURIComponent(product.name)}`);
  const price = page.getByRole('textbox', { name: sellerProductsText.priceOf(product.name) });
  await price.fill(String(product.base_price + 1000));
  await page.getByRole('button', { name: sellerProductsText.saveOf(product.name) }).click();
  await expect(toast(page, sellerProductsText.quickSaved)).toBeVisible();

  // The shopper's confirmation is refused and the new price is shown before any order.
  await shopperPage.getByRole('button', { name: t.confirm }).click();
  await expect(shopperPage.getByText(checkoutText.screen.priceChangedText).first()).toBeVisible();
  await expect(shopperPage.getByRole('heading', { name: t.reviewTitle })).toBeVisible();
  await shopper.close();
});
