import { expect, test } from '@playwright/test';
import { cartText } from '../../packages/domain/src/locales/ar/cart';
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
  nextUntil,
  openReelsWatchingPlayback,
  recordImageRequests,
  recordVideoRequests,
  reelFeed,
  reelsText,
  seededReels,
  swipe,
  videoStates,
} from '../support/reels';
import { mobileText, nav } from '../support/text';
import { toast } from '../support/toasts';

test.describe('mobile /mobile/reels', () => {
  test('the feed plays the first video only, fetches no other video, keeps the nav reachable', async ({
    page,
    request,
  }) => {
    const reels = await seededReels(request);
    const videoRequests = recordVideoRequests(page);
    const imageRequests = recordImageRequests(page);
    await page.goto('/mobile/reels');
    await expectArabicRtlDocument(page);
    await expectOnlyPlaying(page, reels[0]!.video_url);
    await page.waitForTimeout(1500);
    expect(new Set(videoRequests)).toEqual(new Set([reels[0]!.video_url]));
    // The next video's poster is prefetched; no poster further down the feed is.
    expect(imageRequests).toContain(reels[1]!.poster_url);
    expect(imageRequests).not.toContain(reels[2]!.poster_url);
    // The current video and the next one's poster; never more <video> elements than that.
    expect((await videoStates(page)).map((v) => v.src)).toEqual([reels[0]!.video_url, null]);
    const bottomNav = page.getByRole('navigation', { name: mobileText.bottomNav.label });
    await expect(bottomNav).toBeInViewport();
    const feedBox = (await reelFeed(page).boundingBox())!;
    const navBox = (await bottomNav.boundingBox())!;
    expect(feedBox.y + feedBox.height).toBeLessThanOrEqual(navBox.y + 1);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: 'reports/screenshots/reels-feed-phone.png' });
    await expectNoSeriousA11yViolations(page);
  });

  test('swipes both ways one video at a time, bounded, never two playing', async ({
    page,
    request,
  }) => {
    const { reels, last, maxPlaying } = await openReelsWatchingPlayback(
      page,
      request,
      '/mobile/reels',
    );
    const feed = reelFeed(page);
    await expectOnlyPlaying(page, reels[0]!.video_url);
    await swipe(page, feed, 150);
    await expectReelIndex(page, 0);
    for (let i = 1; i <= last; i++) {
      await swipe(page, feed, -150);
      await expectShowing(page, reels, i);
    }
    await swipe(page, feed, -150);
    await expectReelIndex(page, last);
    await swipe(page, feed, 30);
    await expectReelIndex(page, last);
    await swipe(page, feed, 150);
    await expectShowing(page, reels, last - 1);
    expect(await maxPlaying()).toBe(1);
  });

  test('a guest adding goes to the mobile sign-in', async ({ page, request }) => {
    const reels = await seededReels(request);
    const reel = directlyAddable(reels);
    await page.goto('/mobile/reels');
    await nextUntil(page, reels.indexOf(reel));
    await addReelToCart(page, reel);
    await expect(page).toHaveURL(/\/mobile\/auth$/);
  });

  test.describe('signed in', () => {
    test.use(asDemoShopper);

    test('the demo shopper adds from the feed and the bottom-nav badge counts it', async ({
      page,
      request,
    }) => {
      const reels = await seededReels(request);
      const reel = directlyAddable(reels);
      await page.goto('/mobile/reels');
      await nextUntil(page, reels.indexOf(reel));
      await addReelToCart(page, reel);
      await expect(toast(page, cartText.added)).toBeVisible();
      const label = `${mobileText.bottomNav.cart}، ${nav.cartLabel(1)}`;
      await expect(page.getByRole('link', { name: label })).toBeVisible();
    });
  });

  test('the web /reels grid and player also fit a phone', async ({ page, request }) => {
    const reels = await seededReels(request);
    await page.goto('/reels');
    await expect(
      page.getByRole('button', { name: reelsText.open(reels[0]!.products.name) }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: 'reports/screenshots/reels-grid-phone.png' });
    await page.getByRole('button', { name: reelsText.open(reels[0]!.products.name) }).click();
    await expectOnlyPlaying(page, reels[0]!.video_url);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: 'reports/screenshots/reels-player-phone.png' });
  });
});
