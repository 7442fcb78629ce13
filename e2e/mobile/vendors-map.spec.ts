import { expect, type Page, test } from '@playwright/test';
import { stableId } from '../../apps/api/src/seed/ids';
import { locationText } from '../../packages/domain/src/locales/ar/location';
import { vendorsMapText } from '../../packages/domain/src/locales/ar/vendors-map';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { toast } from '../support/toasts';
import { HOMS, HOMS_SHOP, SEEDED_VENDORS, vendorsMap } from '../support/vendors-map';

const listButton = (page: Page) => page.getByRole('button', { name: vendorsMapText.showList });

async function openMap(page: Page) {
  await page.goto('/mobile/vendors-map');
  await expect(vendorsMap(page)).toHaveAttribute('data-markers', String(SEEDED_VENDORS));
}

test('full-screen map with search, chips and floating controls', async ({ page }) => {
  await openMap(page);
  const box = await page.locator('.leaflet-container').boundingBox();
  expect(box?.height).toBeGreaterThan(500);
  await expect(page.getByRole('button', { name: vendorsMapText.nearMe })).toBeVisible();
  await expect(page.getByRole('button', { name: vendorsMapText.sameCity })).toBeVisible();
  await expect(page.getByRole('button', { name: vendorsMapText.fitAll })).toBeVisible();
  await expect(listButton(page)).toContainText(vendorsMapText.count(SEEDED_VENDORS));
  await expectArabicRtlDocument(page);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});

test('the filters sheet narrows the markers and the list', async ({ page }) => {
  await openMap(page);
  await page.getByRole('button', { name: vendorsMapText.showFilters }).click();
  const sheet = page.getByTestId('filters-sheet');
  await expect(sheet.getByRole('heading', { name: vendorsMapText.filtersTitle })).toBeVisible();
  await sheet.getByLabel(vendorsMapText.cityLabel).selectOption('حلب');
  await sheet.getByRole('button', { name: vendorsMapText.close }).click();
  await expect(sheet).toBeHidden();
  await expect(vendorsMap(page)).toHaveAttribute('data-markers', '2');
  await expect(listButton(page)).toContainText(vendorsMapText.count(2));
});

test('the list sheet opens a vendor in the bottom drawer', async ({ page }) => {
  await openMap(page);
  await listButton(page).click();
  const sheet = page.getByTestId('list-sheet');
  await expect(sheet.getByRole('button')).toHaveCount(SEEDED_VENDORS + 1); // rows and the close button
  const sheetBox = await sheet.boundingBox();
  expect(sheetBox?.height).toBeGreaterThan(844 * 0.65);
  await sheet.getByRole('button', { name: /مصبنة الغار الحلبي/ }).click();
  await expect(sheet).toBeHidden();
  const drawer = page.getByTestId('vendor-drawer');
  await expect(drawer.getByRole('heading', { name: 'مصبنة الغار الحلبي' })).toBeVisible();
  const store = drawer.getByRole('link', { name: vendorsMapText.visitStore });
  await expect(store).toHaveAttribute(
    'href',
    `/mobile/vendor/${stableId('vendor', 'aleppo-laurel-soap')}`,
  );
  await expect(store).not.toHaveAttribute('target', '_blank');
  await expect(drawer.getByRole('link', { name: new RegExp(vendorsMapText.call) })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expectNoHorizontalOverflow(page);
  await store.click();
  await expect(page).toHaveURL(/\/mobile\/vendor\//);
});

test.describe('located in Homs', () => {
  test.use({ geolocation: HOMS, permissions: ['geolocation'] });

  test('the near me and same city chips', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: vendorsMapText.nearMe }).click();
    await listButton(page).click();
    await expect(page.getByTestId('list-sheet').getByRole('button').nth(1)).toContainText(
      HOMS_SHOP,
    );
    await page.getByRole('button', { name: vendorsMapText.close }).click();
    await page.getByRole('button', { name: vendorsMapText.sameCity }).click();
    await expect(vendorsMap(page)).toHaveAttribute('data-markers', '1');
  });
});

test('a refused location is told with an alert', async ({ page }) => {
  await openMap(page);
  await page.getByRole('button', { name: vendorsMapText.nearMe }).click();
  await expect(toast(page, locationText.permissionDenied)).toBeVisible();
});
