import { expect, type Page, test } from '@playwright/test';
import { stableId } from '../../apps/api/src/seed/ids';
import { locationText } from '../../packages/domain/src/locales/ar/location';
import { vendorsMapText } from '../../packages/domain/src/locales/ar/vendors-map';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { HOMS, HOMS_SHOP, SEEDED_VENDORS, vendorsMap } from '../support/vendors-map';

const DAMASCUS = { latitude: 33.5138, longitude: 36.2765 };
const HAMA_SHOP = 'حلويات النواعير';
const BROCADE = 'بروكار دمشق الأصيل';

const rows = (page: Page) => page.getByTestId('vendor-list').getByRole('button');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

async function openMap(page: Page) {
  await page.goto('/vendors-map');
  await expect(rows(page)).toHaveCount(SEEDED_VENDORS);
  await expect(vendorsMap(page)).toHaveAttribute('data-markers', String(SEEDED_VENDORS));
}

test('lists the demo vendors beside the map, in Arabic and right to left', async ({ page }) => {
  await openMap(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vendorsMapText.title);
  await expect(page.getByText(vendorsMapText.count(SEEDED_VENDORS))).toBeVisible();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  // distance sorting waits for a location
  await expect(page.getByRole('option', { name: vendorsMapText.sort.distance })).toBeDisabled();
  await expectArabicRtlDocument(page);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});

test('a list click selects the vendor; a second click zooms in with the hint', async ({ page }) => {
  await openMap(page);
  await row(page, BROCADE).click();
  const detail = page.getByTestId('vendor-detail');
  await expect(page.getByRole('heading', { name: BROCADE })).toBeVisible();
  const store = detail.getByRole('link', { name: vendorsMapText.visitStore });
  await expect(store).toHaveAttribute('href', `/vendor/${stableId('vendor', 'damascus-brocade')}`);
  await expect(store).toHaveAttribute('target', '_blank');
  await expect(store).toHaveAttribute('rel', /noopener/);
  await expect(detail.getByRole('link', { name: new RegExp(vendorsMapText.call) })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(page.getByTestId('zoom-hint')).toHaveCount(0);
  // The map flies to the vendor (zoom 15); until it has arrived the middle of the map is not
  // its circle yet. Leaflet loads the new level's tiles once the zoom animation has ended.
  await expect(
    page.locator('.leaflet-tile-container img.leaflet-tile-loaded[src*="/tiles/15/"]').first(),
  ).toBeVisible();
  await expect(page.locator('.leaflet-container.leaflet-zoom-anim')).toHaveCount(0);
  // the map is centred on the vendor: its circle sits in the middle of the map
  const box = await page.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('zoom-hint')).toHaveText(vendorsMapText.zoomHint);
  await expect(
    page.locator('.leaflet-tile-container img[src*="/tiles/18/"]').first(),
  ).toBeVisible();
});

test.describe('with the shopper in Homs', () => {
  test.use({ geolocation: HOMS, permissions: ['geolocation'] });

  test('near me sorts the list by distance', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: vendorsMapText.nearMe }).click();
    await expect(rows(page).first()).toContainText(HOMS_SHOP);
    await expect(rows(page).nth(1)).toContainText(HAMA_SHOP);
    const distances = await page
      .getByTestId('vendor-distance')
      .allTextContents()
      .then((texts) => texts.map((t) => Number.parseFloat(t) * (t.includes('كم') ? 1000 : 1)));
    expect(distances).toHaveLength(SEEDED_VENDORS);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(page.getByLabel(vendorsMapText.sortLabel)).toHaveValue('distance');
  });
});

test.describe('with the shopper in Damascus', () => {
  test.use({ geolocation: DAMASCUS, permissions: ['geolocation'] });

  test('same city filters to Damascus after locating', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: vendorsMapText.sameCity }).click();
    await expect(page.getByTestId('needs-location')).toBeVisible();
    await page.getByRole('button', { name: vendorsMapText.myLocation }).click();
    await page.getByRole('button', { name: vendorsMapText.sameCity }).click();
    await expect(page.getByLabel(vendorsMapText.cityLabel)).toHaveValue('دمشق');
    await expect(rows(page)).toHaveCount(4);
    await expect(vendorsMap(page)).toHaveAttribute('data-markers', '4');
  });

  test('turbo zone keeps the vendors that deliver to the shopper', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: vendorsMapText.nearMe }).click();
    await expect(page.getByTestId('vendor-distance').first()).toBeVisible();
    await page.getByRole('switch', { name: vendorsMapText.turboLabel }).click();
    // the four Damascus shops deliver 8 to 20 km; everyone else is far away
    await expect(rows(page)).toHaveCount(4);
    for (const text of await rows(page).allTextContents()) expect(text).toContain('دمشق');
  });
});

test('turbo zone without a location shows no vendor', async ({ page }) => {
  await openMap(page);
  await page.getByRole('switch', { name: vendorsMapText.turboLabel }).click();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText(vendorsMapText.emptyTitle, { exact: true })).toBeVisible();
});

test('a refused location shows the banner and the map keeps working', async ({ page }) => {
  await openMap(page);
  await page.getByRole('button', { name: vendorsMapText.nearMe }).click();
  const banner = page.getByTestId('location-error');
  await expect(banner).toContainText(locationText.permissionDenied);
  await expect(banner).toContainText(vendorsMapText.locationBannerNote);
  await page.getByRole('searchbox').fill('النواعير');
  await expect(rows(page)).toHaveCount(1);
  await expect(vendorsMap(page)).toHaveAttribute('data-markers', '1');
});

test('the satellite toggle switches the tile source', async ({ page }) => {
  await openMap(page);
  const satellite = page.waitForRequest(/\/tiles\/satellite\/\d+\//);
  await page.getByRole('button', { name: vendorsMapText.satellite }).click();
  await satellite;
  await expect(vendorsMap(page)).toHaveAttribute('data-map-type', 'satellite');
  await expect(page.locator('.leaflet-tile-container img').first()).toHaveAttribute(
    'src',
    /\/tiles\/satellite\//,
  );
});

test('with tiles failing the list, markers and filters still work', async ({ page }) => {
  await page.route(/\/tiles\//, (route) => route.abort());
  await openMap(page);
  await expect(page.getByTestId('tiles-offline')).toHaveText(vendorsMapText.tilesOffline);
  await page.getByLabel(vendorsMapText.cityLabel).selectOption('حلب');
  await expect(rows(page)).toHaveCount(2);
  await expect(vendorsMap(page)).toHaveAttribute('data-markers', '2');
  await rows(page).first().click();
  await expect(page.getByTestId('vendor-detail')).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
