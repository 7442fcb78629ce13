import { expect, test } from '@playwright/test';
import { cartPageText } from '../../packages/domain/src/locales/ar/cart';
import { checkoutText } from '../../packages/domain/src/locales/ar/checkout';
import { ordersText } from '../../packages/domain/src/locales/ar/orders';
import { paths } from '../../packages/domain/src/paths';
import { asDemoShopper, demoShopper, newShopper, signInThroughApi } from '../support/accounts';
import { addToCart } from '../support/catalogue';
import {
  checkoutProducts,
  nextStep,
  orderCard,
  pendingBadge,
  signInShopperWithAddress,
  t,
} from '../support/checkout';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { toast } from '../support/toasts';

const shot = (name: string) => ({
  path: `reports/screenshots/${name}-desktop.png`,
  fullPage: true,
});

test('a guest at /checkout is sent to /auth; an empty cart offers the products', async ({
  page,
}) => {
  await page.goto(paths.web.checkout());
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughApi(page, demoShopper.email, demoShopper.password);
  await page.goto(paths.web.checkout());
  await expect(page.getByText(t.emptyTitle)).toBeVisible();
  await expect(page.getByRole('link', { name: t.browseProducts })).toHaveAttribute(
    'href',
    '/products',
  );

  // A display-only line (stored by an older session) blocks checkout: the issues and the way back.
  const { pickup } = await checkoutProducts(page.request);
  await addToCart(page, paths.web.product(pickup.id));
  await page.evaluate(() => {
    const items = JSON.parse(localStorage.getItem('shopping-cart') ?? '[]');
    items[0].availabilityMode = 'display_only';
    localStorage.setItem('shopping-cart', JSON.stringify(items));
  });
  await page.goto(paths.web.checkout());
  await expect(page.getByText(t.cannotContinueTitle)).toBeVisible();
  await expect(page.getByText(checkoutText.issues.display_only)).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText(checkoutText.cannotComplete);
  await page.screenshot(shot('checkout-blocked'));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: t.backToCart }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test.describe('signed in as the demo shopper', () => {
  test.use(asDemoShopper);

  test('the demo shopper picks up and pays by wallet; the order is pending in my orders', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { pickup } = await checkoutProducts(request);
    await addToCart(page, paths.web.product(pickup.id));
    await page.goto(paths.web.checkout());
    await expectArabicRtlDocument(page);
    await expect(page.getByRole('heading', { name: t.summaryTitle })).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText(pickup.name);
    await expect(page.getByText(t.fulfilmentTitle)).toBeVisible();
    await page.screenshot(shot('checkout-fulfilment'));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('radio', { name: new RegExp(ordersText.fulfilment.pickup) }).check();
    await nextStep(page);
    const wallet = page.getByRole('radio', {
      name: new RegExp(ordersText.paymentMethod[pickup.wallet]),
    });
    await expect(wallet).toBeVisible();
    await expect(
      page.getByRole('radio', { name: new RegExp(ordersText.paymentMethod.cod) }),
    ).toHaveCount(0);
    await wallet.check();
    await page
      .getByRole('button', { name: t.copyLabel(ordersText.paymentMethod[pickup.wallet]) })
      .click();
    await expect(page.getByRole('button', { name: t.copied })).toBeVisible();
    await nextStep(page);
    await expect(
      page.getByRole('alert').filter({ hasText: checkoutText.receiptRequired }),
    ).toBeVisible();
    const receipt = `E2E-${Date.now().toString(36)}`;
    await page.getByLabel(t.receiptLabel).fill(receipt);
    await page.screenshot(shot('checkout-payment'));
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await nextStep(page);

    await expect(page.getByRole('heading', { name: t.reviewTitle })).toBeVisible();
    await expect(page.getByText(receipt)).toBeVisible();
    await page.screenshot(shot('checkout-review'));
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.confirm }).click();

    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(toast(page, t.placed)).toBeVisible();
    const card = orderCard(page, receipt);
    await expect(card.getByText(pendingBadge)).toBeVisible();
    await expect(card.getByText(pickup.name)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('shopping-cart'))).toBe('[]');
    await page.screenshot(shot('orders'));
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a shopper has it delivered to a saved address, pays on delivery, then cancels', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { cod } = await checkoutProducts(request);
  await signInShopperWithAddress(page, 'checkout-cod');
  await addToCart(page, paths.web.product(cod.id));
  await page.goto(paths.web.cart());
  await page.getByRole('button', { name: cartPageText.continue }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await expect(
    page.getByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) }),
  ).toBeChecked();
  await nextStep(page);
  await expect(page.getByRole('radio', { name: /البيت/ })).toBeChecked();
  await page.screenshot(shot('checkout-address'));
  await expectNoSeriousA11yViolations(page);
  await nextStep(page);
  await page.getByRole('radio', { name: new RegExp(ordersText.paymentMethod.cod) }).check();
  await expect(page.getByLabel(t.codPhoneLabel)).toHaveValue(newShopper.phone);
  await nextStep(page);
  await expect(page.getByText('شارع بغداد، دمشق، سوريا')).toBeVisible();
  await page.getByLabel(t.notesLabel).fill('يرجى الاتصال قبل الوصول');
  await page.getByRole('button', { name: t.confirm }).click();

  await expect(page).toHaveURL(/\/my-orders$/);
  const card = orderCard(page, 'يرجى الاتصال قبل الوصول');
  await expect(card.getByText(pendingBadge)).toBeVisible();
  await expect(card.getByText(ordersText.card.deliveryInfo)).toBeVisible();
  await expect(card.getByText('الطابق الثالث')).toBeVisible();
  await expect(card.getByText(t.codReceipt).first()).toBeVisible();

  await card.getByRole('button', { name: ordersText.cancel.button }).click();
  const dialog = page.getByRole('alertdialog', { name: ordersText.cancel.title });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: ordersText.cancel.confirm }).click();
  await expect(toast(page, ordersText.cancel.done)).toBeVisible();
  await expect(card.getByText(ordersText.status.cancelled)).toBeVisible();
  await expect(card.getByRole('button', { name: ordersText.cancel.button })).toHaveCount(0);
  await page.goto(paths.web.orders());
  await expect(
    orderCard(page, 'يرجى الاتصال قبل الوصول').getByText(ordersText.status.cancelled),
  ).toBeVisible();
});
