import { expect, type Page, test } from '@playwright/test';
import { paths } from '../../packages/domain/src/paths';
import { signInNewShopper } from '../support/accounts';
import { addressText, addressCard as card, picker } from '../support/addresses';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { settingsText } from '../support/text';
import { toast } from '../support/toasts';

const l = addressText.list;
const f = addressText.form;
const p = addressText.picker;

/** A new shopper per test (signInNewShopper): address books start empty, never shared. */
async function openAddressesTab(page: Page) {
  await page.goto(paths.web.settings());
  await page.getByRole('tab', { name: settingsText.tabs.addresses }).click();
}

test('a shopper adds, re-defaults, renames and deletes saved addresses in settings', async ({
  page,
}) => {
  // A whole address book's life with axe checks on three dialogs: longer than one screen's test.
  test.setTimeout(90_000);
  await signInNewShopper(page, 'addr-web');
  await openAddressesTab(page);
  await expect(page.getByText(l.emptyTitle)).toBeVisible();

  // First address through the picker's search (the fake geocoder knows 'باب توما').
  await page.getByRole('button', { name: l.addNew }).click();
  const form = page.getByRole('dialog', { name: f.addTitle });
  await expect(form.getByRole('button', { name: f.save })).toBeDisabled();
  await form.getByLabel(f.title).fill('البيت');
  await form.getByRole('button', { name: f.chooseLocation }).click();
  await expect(picker(page)).toBeVisible();
  await expect(form).toBeHidden();
  await picker(page).getByLabel(p.searchLabel).fill('باب توما');
  await picker(page).getByLabel(p.searchLabel).press('Enter');
  await picker(page).getByRole('button', { name: 'شارع باب توما، دمشق، سوريا' }).click();
  await expect(picker(page).getByText(addressText.validity.confirmed)).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'reports/screenshots/addresses-picker-desktop.png' });
  await picker(page).getByRole('button', { name: p.confirm }).click();
  await expect(form.getByText('شارع باب توما، دمشق، سوريا')).toBeVisible();
  await form.getByLabel(f.deliveryNotes).fill('الطابق الثاني، الباب الأخضر');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'reports/screenshots/addresses-form-desktop.png' });
  await form.getByRole('button', { name: f.save }).click();
  await expect(toast(page, addressText.toasts.saved)).toBeVisible();
  await expect(card(page, 'البيت').getByText(l.defaultBadge, { exact: true })).toBeVisible();
  await expect(card(page, 'البيت').getByText('الطابق الثاني، الباب الأخضر')).toBeVisible();

  // Second address by clicking the map: the point is looked up on the fake geocoder.
  await page.getByRole('button', { name: l.addNew }).click();
  await form.getByLabel(f.title).fill('مكتب');
  await form.getByRole('button', { name: f.chooseLocation }).click();
  await picker(page)
    .locator('.leaflet-container')
    .click({ position: { x: 200, y: 150 } });
  await expect(picker(page).getByRole('button', { name: p.confirm })).toBeEnabled();
  await picker(page).getByRole('button', { name: p.confirm }).click();
  await form.getByRole('button', { name: f.save }).click();
  await expect(card(page, 'مكتب')).toBeVisible();
  await expect(card(page, 'مكتب').getByText(l.defaultBadge, { exact: true })).toHaveCount(0);

  await card(page, 'مكتب').getByRole('button', { name: l.setDefault }).click();
  await expect(toast(page, addressText.toasts.defaultSet)).toBeVisible();
  await expect(card(page, 'مكتب').getByText(l.defaultBadge, { exact: true })).toBeVisible();
  await expect(card(page, 'البيت').getByText(l.defaultBadge, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toHaveAccessibleName('مكتب');
  await expectNoHorizontalOverflow(page);
  await expectArabicRtlDocument(page);
  await page.screenshot({ path: 'reports/screenshots/addresses-list-desktop.png', fullPage: true });

  await card(page, 'مكتب').getByRole('button', { name: l.edit }).click();
  const edit = page.getByRole('dialog', { name: f.editTitle });
  await edit.getByLabel(f.title).fill('مكتب الشركة');
  await edit.getByRole('button', { name: f.update }).click();
  await expect(toast(page, addressText.toasts.updated)).toBeVisible();
  await expect(card(page, 'مكتب الشركة')).toBeVisible();

  await card(page, 'مكتب الشركة').getByRole('button', { name: l.delete }).click();
  const confirm = page.getByRole('alertdialog', { name: addressText.deleteDialog.title });
  await expect(confirm.getByText(addressText.deleteDialog.question)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: addressText.deleteDialog.confirm }).click();
  await expect(toast(page, addressText.toasts.deleted)).toBeVisible();
  await expect(card(page, 'مكتب الشركة')).toHaveCount(0);
  // The server promoted the remaining address to default.
  await expect(card(page, 'البيت').getByText(l.defaultBadge, { exact: true })).toBeVisible();
});

test("the picker reads 'جارٍ التحديث...' while the reverse lookup runs", async ({ page }) => {
  await signInNewShopper(page, 'addr-updating');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/geocode/reverse**', async (route) => {
    await held;
    await route.continue();
  });
  await openAddressesTab(page);
  await page.getByRole('button', { name: l.addNew }).click();
  await page.getByRole('button', { name: f.chooseLocation }).click();
  await picker(page)
    .locator('.leaflet-container')
    .click({ position: { x: 160, y: 120 } });
  await expect(picker(page).getByRole('button', { name: p.updating })).toBeDisabled();
  release();
  await expect(picker(page).getByRole('button', { name: p.confirm })).toBeEnabled();
  await expect(picker(page).getByText('(الإحداثيات)')).toHaveCount(0);
});

test('locate-me moves the picker to the shopper and names the place', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 34.7324, longitude: 36.7137 });
  await signInNewShopper(page, 'addr-locate');
  await openAddressesTab(page);
  await page.getByRole('button', { name: l.addNew }).click();
  await page.getByRole('button', { name: f.chooseLocation }).click();
  await picker(page).getByRole('button', { name: p.locateMe }).click();
  await expect(picker(page).getByText('شارع القوتلي، حمص، سوريا')).toBeVisible();
  await expect(picker(page).getByText('34.732400, 36.713700')).toBeVisible();
});

test('dragging the pin reads "جارٍ السحب..." and then names the place it was dropped on', async ({
  page,
}) => {
  await signInNewShopper(page, 'addr-drag');
  await openAddressesTab(page);
  await page.getByRole('button', { name: l.addNew }).click();
  await page.getByRole('button', { name: f.chooseLocation }).click();
  const pin = picker(page).locator('.leaflet-marker-icon');
  await expect(pin).toBeVisible();
  const box = await pin.boundingBox();
  if (!box) throw new Error('the pin has no box');
  const grab = { x: box.x + box.width / 2, y: box.y + box.height - 4 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 30, grab.y + 20, { steps: 5 });
  await expect(picker(page).getByRole('button', { name: p.dragging })).toBeDisabled();
  await page.mouse.move(grab.x + 60, grab.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect(picker(page).getByRole('button', { name: p.confirm })).toBeEnabled();
  // The fake geocoder names the nearest Damascus place to where the pin fell.
  await expect(picker(page).getByText('دمشق، سوريا')).toBeVisible();
});

test('when the lookup fails the picker keeps the point as coordinates (offline fallback)', async ({
  page,
}) => {
  await signInNewShopper(page, 'addr-offline');
  await page.route('**/api/geocode/reverse**', (route) => route.abort('internetdisconnected'));
  await openAddressesTab(page);
  await page.getByRole('button', { name: l.addNew }).click();
  await page.getByRole('button', { name: f.chooseLocation }).click();
  await picker(page)
    .locator('.leaflet-container')
    .click({ position: { x: 180, y: 140 } });
  await expect(picker(page).getByText('(الإحداثيات)').first()).toBeVisible();
  await expect(picker(page).getByRole('button', { name: p.confirm })).toBeEnabled();
});
