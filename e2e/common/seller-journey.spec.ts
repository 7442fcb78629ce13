import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminStoresText } from '../../packages/domain/src/locales/ar/admin';
import { cartText } from '../../packages/domain/src/locales/ar/cart';
import { checkoutText } from '../../packages/domain/src/locales/ar/checkout';
import { ordersText } from '../../packages/domain/src/locales/ar/orders';
import { productDetailText as detail } from '../../packages/domain/src/locales/ar/product-detail';
import {
  productEditorText,
  sellerProductsText,
  sellerSettingsText,
  sellerText,
} from '../../packages/domain/src/locales/ar/seller';
import { paths } from '../../packages/domain/src/paths';
import { asDemoShopper, signInNewShopper } from '../support/accounts';
import { nextStep, t } from '../support/checkout';
import { baseURL, port } from '../support/run';
import { toast } from '../support/toasts';

const e = productEditorText;
const s = sellerSettingsText;
const sameOrigin = { origin: new URL(baseURL).origin };
/** The server's data directory (playwright.config.ts): the seed's photos and real H.264 reels. */
const media = resolve(import.meta.dirname, `../../.data-e2e-${port}/media`);
const firstFile = (folder: string, ending: string) => {
  const name = readdirSync(resolve(media, folder)).find((file) => file.endsWith(ending));
  if (!name) throw new Error(`no ${ending} in ${folder}`);
  return resolve(media, folder, name);
};

test('a new store is approved, lists a product with variants, photos and a reel, wears its theme, and sells it; a price change stops a stale checkout', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const stamp = `${info.project.name}${Date.now().toString(36)}`;
  const storeName = `دكان الورد ${stamp}`;
  const productName = `شال حرير دمشقي ${stamp}`;

  // Apply (the application screen has its own spec).
  await signInNewShopper(page, 'journey');
  const applied = await page.request.post(paths.api.sellerStore(), {
    headers: sameOrigin,
    data: {
      vendor_name: storeName,
      description: 'شالات وأوشحة من حرير دمشق',
      phone_number: '0944111222',
      city: 'دمشق',
      formatted_address: 'شارع باب توما، دمشق، سوريا',
      latitude: 33.5131,
      longitude: 36.3166,
      delivery_radius_km: 10,
      offers_pickup: true,
      offers_delivery: true,
      shamcash_account: 'SC-5544',
      goldmasters_account: null,
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const storeId = (
    (await (await page.request.get(paths.api.sellerStore())).json()) as {
      store: { id: string };
    }
  ).store.id;
  // The operator approves it in the admin console (/admin/stores opens on the applications).
  const admin = await browser.newContext({ baseURL });
  const signedIn = await admin.request.post(paths.api.auth.signIn(), {
    data: { email: 'admin@souq.test', password: 'souq-demo-1234' },
  });
  expect(signedIn.ok()).toBe(true);
  const adminPage = await admin.newPage();
  await adminPage.goto(`${paths.admin.stores()}?q=${encodeURIComponent(stamp)}`);
  const application = adminPage.getByRole('listitem').filter({
    has: adminPage.getByRole('heading', { level: 2, name: storeName }),
  });
  await application.getByRole('button', { name: adminStoresText.verbs.approve }).click();
  await adminPage
    .getByRole('dialog', { name: adminStoresText.dialog.title.approve(storeName) })
    .getByRole('button', { name: adminStoresText.verbs.approve })
    .click();
  await expect(toast(adminPage, adminStoresText.done.approve(storeName))).toBeVisible();
  await admin.close();

  // The owner's console: a product with two variants, two photos and a reel.
  await page.goto(paths.seller.home());
  await expect(
    page.getByRole('heading', { level: 1, name: sellerText.dashboard.title(storeName) }),
  ).toBeVisible();
  await page.getByRole('link', { name: sellerText.dashboard.addProduct }).click();
  await page.getByLabel(e.name).fill(productName);
  await page.getByLabel(e.description).fill('شال من الحرير الطبيعي مطرز يدوياً');
  await page.getByLabel(e.basePrice).fill('45000');
  await page.getByRole('button', { name: e.addVariant }).click();
  await page.getByRole('button', { name: e.addVariant }).click();
  await page.getByLabel(e.color, { exact: true }).nth(0).fill('أحمر');
  await page.getByLabel(e.color, { exact: true }).nth(1).fill('أزرق');
  await page.getByLabel(e.variantStock, { exact: true }).nth(0).fill('3');
  await page.getByLabel(e.variantStock, { exact: true }).nth(1).fill('2');
  await page.getByLabel(e.priceAdjustment, { exact: true }).nth(1).fill('5000');
  // The store has a Sham Cash account, so its products may take Sham Cash.
  await page.getByLabel(e.shamcash, { exact: true }).check();
  await page.getByRole('button', { name: e.create }).click();
  await expect(toast(page, e.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: e.editTitle })).toBeVisible();
  const productId = decodeURIComponent(page.url().split('/').at(-1) ?? '');

  const photos = readdirSync(resolve(media, 'products'))
    .flatMap((folder) =>
      readdirSync(resolve(media, 'products', folder))
        .filter((file) => file.endsWith('.webp') && !file.startsWith('poster'))
        .map((file) => resolve(media, 'products', folder, file)),
    )
    .slice(0, 2);
  await page.getByLabel(e.addPhotos).setInputFiles(photos);
  await expect(page.getByRole('img', { name: e.photoAlt(2) })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(e.addVideo).setInputFiles(firstFile('videos', '.mp4'));
  await expect(toast(page, e.posterCaptured)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: e.video(1) })).toBeVisible();

  // Theme and custom CSS, each saved on its own.
  await page.goto(paths.seller.settings('theme'));
  await page.getByRole('radio', { name: s.theme.layouts.visual_wall }).check();
  await page.getByText(s.theme.colorNames.purple_royal, { exact: true }).click();
  await expect(page.getByRole('radio', { name: s.theme.colorNames.purple_royal })).toBeChecked();
  await expect(page.getByTestId('store-preview').locator('[data-layout]')).toHaveAttribute(
    'data-layout',
    'visual_wall',
  );
  await page.getByRole('button', { name: s.save }).click();
  await expect(toast(page, s.saved)).toBeVisible();
  await page.goto(paths.seller.settings('css'));
  await page.getByLabel(s.css.label).fill('h1 { letter-spacing: 1px; }\nbody { display: none; }');
  await page.getByRole('button', { name: s.css.check }).click();
  await expect(page.getByTestId('css-verdict')).toContainText(s.css.line(2));
  await page.getByRole('button', { name: s.save }).click();
  await expect(toast(page, s.saved)).toBeVisible();

  // A shopper finds the product by Arabic search and sees the store in its new theme.
  const shopper = await browser.newContext({ locale: 'ar-SY' });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(
    `${baseURL}${paths.web.products()}?q=${encodeURIComponent(`شال حرير ${stamp}`)}`,
  );
  await expect(shopperPage.getByRole('link', { name: productName }).first()).toBeVisible();
  await shopperPage.goto(`${baseURL}${paths.web.vendor(storeId)}`);
  await expect(shopperPage.locator('.vendor-storefront')).toHaveAttribute(
    'data-layout',
    'visual_wall',
  );
  await expect(shopperPage.locator('html')).toHaveAttribute('data-vendor-theme', 'purple_royal');
  await shopperPage.goto(`${baseURL}${paths.web.product(productId)}`);
  await expect(shopperPage.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await shopper.close();

  // The demo shopper buys the red one (pickup, paid by Sham Cash) ...
  const buyer = await browser.newContext({ ...asDemoShopper, locale: 'ar-SY' });
  const buyerPage = await buyer.newPage();
  // At phone width the option's text can sit over its small radio while the page settles;
  // the click lands on the label either way, which is what a thumb does.
  const choose = async (name: RegExp) => {
    const option = buyerPage.getByRole('radio', { name });
    await option.check({ force: true });
    await expect(option).toBeChecked();
  };
  const reachReview = async (receipt: string) => {
    await buyerPage.goto(`${baseURL}${paths.web.product(productId)}`);
    await buyerPage.getByRole('button', { name: detail.valueLabel('أحمر', false) }).click();
    // The purchase panel's button (at phone width the sticky bar repeats it while it is off screen).
    await buyerPage.getByRole('button', { name: detail.addToCart }).first().click();
    await expect(toast(buyerPage, cartText.added)).toBeVisible();
    await buyerPage.goto(`${baseURL}${paths.web.checkout()}`);
    await choose(new RegExp(ordersText.fulfilment.pickup));
    await nextStep(buyerPage);
    await choose(new RegExp(ordersText.paymentMethod.shamcash));
    await buyerPage.getByLabel(t.receiptLabel).fill(receipt);
    await nextStep(buyerPage);
    await expect(buyerPage.getByRole('heading', { name: t.reviewTitle })).toBeVisible();
  };
  await reachReview(`SC-${stamp}-1`);
  await buyerPage.getByRole('button', { name: t.confirm }).click();
  await expect(buyerPage).toHaveURL(/\/my-orders$/);
  await expect(toast(buyerPage, t.placed)).toBeVisible();
  await expect(buyerPage.getByRole('article').filter({ hasText: `SC-${stamp}-1` })).toContainText(
    productName,
  );

  // ... then reaches the review again while the owner raises the price inline, and the
  // confirmation is refused with the new price shown before any order is made.
  await reachReview(`SC-${stamp}-2`);
  await page.goto(`${paths.seller.products()}?q=${encodeURIComponent(productName)}`);
  await page.getByRole('textbox', { name: sellerProductsText.priceOf(productName) }).fill('47000');
  await page.getByRole('button', { name: sellerProductsText.saveOf(productName) }).click();
  await expect(toast(page, sellerProductsText.quickSaved)).toBeVisible();
  await buyerPage.getByRole('button', { name: t.confirm }).click();
  await expect(buyerPage.getByText(checkoutText.screen.priceChangedText).first()).toBeVisible();
  await expect(buyerPage.getByRole('heading', { name: t.reviewTitle })).toBeVisible();
  await buyer.close();
});
