import { expect, test } from '@playwright/test';
import { cartText } from '../../packages/domain/src/locales/ar/cart';
import { toastText } from '../../packages/domain/src/locales/ar/toasts';
import { asDemoShopper } from '../support/accounts';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import {
  addReelToCart,
  directlyAddable,
  expectOnlyPlaying,
  expectReelIndex,
  expectShowing,
  openReelsWatchingPlayback,
  recordVideoRequests,
  reelFeed,
  reelsText,
  seededReels,
  swipe,
} from '../support/reels';
import { nav } from '../support/text';

test.describe('web /reels', () => {
  test('posters only until a video opens; then only the active video downloads', async ({
    page,
    request,
  }) => {
    const reels = await seededReels(request);
    const videoRequests = recordVideoRequests(page);
    await page.goto('/reels');
    await expectArabicRtlDocument(page);
    const posters = page.getByRole('button', { name: new RegExp(reelsText.open('')) });
    await expect(posters).toHaveCount(reels.length);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('video').count()).toBe(0);
    expect(videoRequests).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: 'reports/screenshots/reels-grid-desktop.png' });
    await expectNoSeriousA11yViolations(page);

    await posters.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectOnlyPlaying(page, reels[0]!.video_url);
    // Give a slow line's worth of time: the next video must still not be fetched.
    await page.waitForTimeout(1500);
    expect(new Set(videoRequests)).toEqual(new Set([reels[0]!.video_url]));
    await page.screenshot({ path: 'reports/screenshots/reels-player-desktop.png' });
    await expectNoSeriousA11yViolations(page);
  });

  test('swipe, wheel and keys move one video, bounded; never two playing', async ({
    page,
    request,
  }) => {
    const { reels, last, maxPlaying } = await openReelsWatchingPlayback(page, request, '/reels');
    await page.getByRole('button', { name: reelsText.open(reels[0]!.products.name) }).click();
    const feed = reelFeed(page);
    await expectShowing(page, reels, 0);

    await swipe(page, feed, 120); // previous, at the start: stays
    await expectReelIndex(page, 0);
    await swipe(page, feed, -40); // under 50 px: no move
    await expectReelIndex(page, 0);
    await swipe(page, feed, -200);
    await expectShowing(page, reels, 1);
    await page.mouse.wheel(0, 300);
    await expectShowing(page, reels, 2);
    for (let i = 3; i <= last; i++) {
      await page.keyboard.press('ArrowDown');
      await expectShowing(page, reels, i);
    }
    await page.keyboard.press('ArrowDown');
    await swipe(page, feed, -200);
    await expectReelIndex(page, last);
    await expect(page.getByRole('button', { name: reelsText.next })).toBeDisabled();
    await page.keyboard.press('ArrowUp');
    await expectReelIndex(page, last - 1);
    await swipe(page, feed, 200);
    await expectShowing(page, reels, last - 2);
    expect(await maxPlaying()).toBe(1);

    await page.getByRole('button', { name: reelsText.unmute }).click();
    await expect(page.getByRole('button', { name: reelsText.mute })).toBeVisible();
    await page.getByRole('button', { name: reelsText.close, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.locator('video').count()).toBe(0);
  });

  test('a guest adding to the cart goes to sign in', async ({ page, request }) => {
    const reel = directlyAddable(await seededReels(request));
    await page.goto('/reels');
    await page.getByRole('button', { name: reelsText.open(reel.products.name) }).click();
    await addReelToCart(page, reel);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test.describe('signed in', () => {
    test.use(asDemoShopper);

    test('the demo shopper adds from a reel and the badge counts it; the link opens the product', async ({
      page,
      request,
    }) => {
      const reel = directlyAddable(await seededReels(request));
      await page.goto('/reels');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: nav.cartLabel(0) })).toBeVisible();
      await page.getByRole('button', { name: reelsText.open(reel.products.name) }).click();
      await addReelToCart(page, reel);
      // The toast reaches screen readers from inside the player too: its close button is in the
      // accessibility tree beside the player's own.
      await expect(page.getByText(cartText.added, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: toastText.close })).toBeVisible();
      await page.getByRole('button', { name: reelsText.close, exact: true }).click();
      await expect(header.getByRole('link', { name: nav.cartLabel(1) })).toBeVisible();
      await page.getByRole('button', { name: reelsText.open(reel.products.name) }).click();
      await page.getByRole('link', { name: reelsText.viewProduct }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${reel.products.id}$`));
    });
  });
});
