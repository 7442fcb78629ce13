import { expect, test } from '@playwright/test';
import { paths } from '../../packages/domain/src/paths';
import { asDemoShopper, saveAddress, signInNewShopper } from '../support/accounts';
import { addressCard, addressText, picker } from '../support/addresses';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { profileText } from '../support/text';
import { toast } from '../support/toasts';

const l = addressText.list;
const f = addressText.form;
const p = addressText.picker;
const firstAddress = {
  title: 'مكتب الحمراء',
  formatted_address: 'شارع الحمراء، دمشق، سوريا',
  latitude: 33.5138,
  longitude: 36.2765,
  delivery_notes: 'الطابق الرابع، مكتب 12',
};

test('a guest is asked to sign in on /mobile/addresses', async ({ page }) => {
  await page.goto(paths.mobile.addresses());
  await expect(page.getByRole('heading', { name: profileText.loginRequired.title })).toBeVisible();
  await expect(page.getByRole('link', { name: profileText.loginRequired.button })).toHaveAttribute(
    'href',
    paths.mobile.auth(),
  );
  await expectNoHorizontalOverflow(page);
});

test.describe('signed in as the demo shopper', () => {
  test.use(asDemoShopper);

  test('the demo shopper reaches the seeded saved address from the profile menu', async ({
    page,
  }) => {
    await page.goto(paths.mobile.profile());
    await page
      .getByRole('navigation', { name: profileText.mobile.menuLabel })
      .getByRole('link', { name: profileText.mobile.addresses })
      .click();
    await expect(page).toHaveURL(/\/mobile\/addresses$/);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    const seeded = page.getByRole('article').first();
    await expect(seeded.getByText(l.defaultBadge, { exact: true })).toBeVisible();
    await expect(seeded.getByRole('button', { name: l.setDefault })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectArabicRtlDocument(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a shopper adds a default address through the full-screen picker on the phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A new shopper with one address of its own: the demo shopper's book stays as seeded.
  await signInNewShopper(page, 'addr-mobile');
  await saveAddress(page, firstAddress);
  await page.goto(paths.mobile.addresses());
  await expect(addressCard(page, firstAddress.title)).toBeVisible();

  await page.getByRole('button', { name: l.addNew }).click();
  const form = page.getByRole('dialog', { name: f.addTitle });
  await form.getByLabel(f.title).fill('بيت أهلي');
  await expect(form).toHaveCSS('width', '390px');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'reports/screenshots/addresses-form-phone.png' });
  await form.getByRole('button', { name: f.chooseLocation }).click();
  await picker(page).getByLabel(p.searchLabel).fill('باب توما');
  await picker(page).getByRole('button', { name: p.search }).click();
  await picker(page).getByRole('button', { name: 'شارع باب توما، دمشق، سوريا' }).click();
  await expect(picker(page).getByText(addressText.validity.confirmed)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'reports/screenshots/addresses-picker-phone.png' });
  await picker(page).getByRole('button', { name: p.confirm }).click();
  await form.getByRole('switch', { name: f.isDefault }).click();
  await form.getByRole('button', { name: f.save }).click();
  await expect(toast(page, addressText.toasts.saved)).toBeVisible();

  const added = addressCard(page, 'بيت أهلي');
  await expect(added.getByText(l.defaultBadge, { exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName('بيت أهلي');
  await expect(page.getByRole('article').getByText(l.defaultBadge, { exact: true })).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: 'reports/screenshots/addresses-list-phone.png', fullPage: true });
});
