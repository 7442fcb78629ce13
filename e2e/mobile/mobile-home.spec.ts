import { expect, test } from '@playwright/test';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { common, mobileText } from '../support/text';

const bottomNav = mobileText.bottomNav;

test('mobile home: shortcuts, promises and the bottom navigation', async ({ page }) => {
  await page.goto('/mobile');
  await expectArabicRtlDocument(page);
  const shortcuts = mobileText.home.shortcuts;
  for (const card of [shortcuts.vendorsMap, shortcuts.reels, shortcuts.products]) {
    await expect(page.getByRole('link', { name: new RegExp(card.title) })).toBeVisible();
  }
  for (const promise of Object.values(mobileText.home.promises)) {
    await expect(page.getByText(promise.title)).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: bottomNav.label });
  await expect(nav.getByRole('link')).toHaveCount(5);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});

test('bottom navigation moves between the mobile screens', async ({ page }) => {
  await page.goto('/mobile');
  const nav = page.getByRole('navigation', { name: bottomNav.label });
  const moves: Array<[string, RegExp]> = [
    [bottomNav.cart, /\/mobile\/cart$/],
    [bottomNav.reels, /\/mobile\/reels$/],
    [bottomNav.stores, /\/mobile\/vendors-map$/],
    [bottomNav.profile, /\/mobile\/profile$/],
    [bottomNav.home, /\/mobile$/],
  ];
  for (const [name, url] of moves) {
    await nav.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test('an unknown mobile path shows the mobile not-found screen', async ({ page }) => {
  await page.goto('/mobile/no-such-screen');
  await expect(page.getByRole('heading', { name: common.notFoundTitle })).toBeVisible();
  await expect(page.getByRole('navigation', { name: bottomNav.label })).toBeVisible();
});

test('the web tree has no bottom navigation, even on a phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: bottomNav.label })).toHaveCount(0);
});
