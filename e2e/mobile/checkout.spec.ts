import { expect, test } from '@playwright/test';
import { ordersText } from '../../packages/domain/src/locales/ar/orders';
import { profileText } from '../../packages/domain/src/locales/ar/profile';
import { paths } from '../../packages/domain/src/paths';
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

const shot = (name: string) => ({ path: `reports/screenshots/${name}-phone.png`, fullPage: true });

test('a guest sees login required on /mobile/orders and checkout', async ({ page }) => {
  await page.goto(paths.mobile.orders());
  await expect(page.getByText(profileText.loginRequired.title)).toBeVisible();
  await expect(page.getByRole('link', { name: ordersText.list.backToProfile })).toBeVisible();
  await page.screenshot(shot('orders-guest'));
  await expectNoSeriousA11yViolations(page);
});

test('a shopper checks out on the phone and finds the order in /mobile/orders', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { pickup, cod } = await checkoutProducts(request);
  await signInShopperWithAddress(page, 'checkout-mobile');
  await page.goto(paths.mobile.orders());
  await expect(page.getByText(ordersText.empty)).toBeVisible();
  await page.screenshot(shot('orders-empty'));

  // An empty cart sends the shopper back to the mobile cart.
  await page.goto(paths.mobile.checkout());
  await expect(page).toHaveURL(/\/mobile\/cart$/);

  await addToCart(page, paths.mobile.product(cod.id));
  await page.goto(paths.mobile.checkout());
  await expectArabicRtlDocument(page);
  await expect(page.getByText(t.fulfilmentTitle)).toBeVisible();
  await page.screenshot(shot('checkout-fulfilment'));
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: t.showSummary }).click();
  const sheet = page.getByRole('dialog', { name: t.summaryTitle });
  await expect(sheet.getByText(cod.name)).toBeVisible();
  await expect(sheet.getByText(cod.vendor_profiles.vendor_name)).toBeVisible();
  await page.screenshot({ path: 'reports/screenshots/checkout-summary-phone.png' });
  await expectNoSeriousA11yViolations(page);
  await sheet.getByRole('button', { name: t.close }).click();

  await page.getByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) }).check();
  await nextStep(page);
  await expect(page.getByRole('radio', { name: /البيت/ })).toBeChecked();
  await page.screenshot(shot('checkout-address'));
  await expectNoHorizontalOverflow(page);
  await nextStep(page);
  await page.getByRole('radio', { name: new RegExp(ordersText.paymentMethod.cod) }).check();
  await page.screenshot(shot('checkout-payment'));
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await nextStep(page);
  await expect(page.getByRole('heading', { name: t.reviewTitle })).toBeVisible();
  await page.getByLabel(t.notesLabel).fill('طلب من الهاتف');
  await page.screenshot(shot('checkout-review'));
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t.confirm }).click();

  await expect(page).toHaveURL(/\/mobile\/orders$/);
  await expect(toast(page, t.placed)).toBeVisible();
  const card = orderCard(page, 'طلب من الهاتف');
  await expect(card.getByText(pendingBadge)).toBeVisible();
  await expect(card.getByText(cod.name)).toBeVisible();
  await page.screenshot(shot('orders'));
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);

  // A cart from a store that cannot be checked out with another goes back to the cart too.
  if (pickup.vendor_id !== cod.vendor_id) {
    await addToCart(page, paths.mobile.product(cod.id));
    await addToCart(page, paths.mobile.product(pickup.id));
    await page.goto(paths.mobile.checkout());
    await expect(page).toHaveURL(/\/mobile\/cart$/);
  }
});
