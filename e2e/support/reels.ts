/** The reels screens (web grid + player, mobile feed) as the web and mobile specs drive them. */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { reelsText } from '../../packages/domain/src/locales/ar/reels';
import { paths } from '../../packages/domain/src/paths';
import type { ProductVideoList } from '../../packages/domain/src/schemas/videos';
import { catalogueText } from './text';

export { reelsText };

type Reel = ProductVideoList['data'][number];

/** The seeded reels, newest first, as the screens show them. */
export async function seededReels(request: APIRequestContext) {
  const response = await request.get(`${paths.api.exportProductVideos()}?limit=20`);
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as ProductVideoList;
  expect(list.data.length).toBeGreaterThanOrEqual(8);
  return list.data;
}

/** A reel whose product goes straight into the cart (no variants, for sale, in stock). */
export function directlyAddable(reels: Reel[]) {
  const reel = reels.find(
    ({ products: p }) =>
      p.product_variants.length === 0 &&
      p.availability_mode === 'for_sale' &&
      p.stock_count > 0 &&
      (p.pickup_available || p.delivery_available),
  );
  expect(reel).toBeTruthy();
  return reel!;
}

export const reelFeed = (page: Page) => page.getByRole('region', { name: reelsText.playerLabel });

export async function expectReelIndex(page: Page, index: number) {
  await expect(reelFeed(page)).toHaveAttribute('data-reel-index', String(index));
}

/** The feed shows reel `index`, and its video is the only one playing. */
export async function expectShowing(page: Page, reels: Reel[], index: number) {
  await expectReelIndex(page, index);
  await expectOnlyPlaying(page, reels[index]!.video_url);
}

/** Moves the feed forward with its "next" button until reel `index` shows. */
export async function nextUntil(page: Page, index: number) {
  for (let i = 0; i < index; i++) await page.getByRole('button', { name: reelsText.next }).click();
  await expectReelIndex(page, index);
}

/** Presses the add-to-cart button of the reel on screen. */
export const addReelToCart = (page: Page, reel: Reel) =>
  page.getByRole('button', { name: catalogueText.addToCartLabel(reel.products.name) }).click();

/** Every <video> on the page: its source and whether it is paused. */
export const videoStates = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('video')].map((video) => ({
      src: video.getAttribute('src'),
      paused: video.paused,
    })),
  );

/** Exactly one video plays, and it is the one with the expected source. */
export async function expectOnlyPlaying(page: Page, videoUrl: string) {
  await expect
    .poll(async () => (await videoStates(page)).filter((v) => !v.paused).map((v) => v.src))
    .toEqual([videoUrl]);
}

/** A vertical drag with the pointer; negative dy moves the finger up (next video). */
export async function swipe(page: Page, feed: Locator, dy: number) {
  const box = (await feed.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + dy / 2);
  await page.mouse.move(x, y + dy);
  await page.mouse.up();
}

/** Video (mp4) requests seen by the page, by path. */
export function recordVideoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.mp4')) seen.push(pathname);
  });
  return seen;
}

/**
 * Counts, at every "playing" event, how many videos play at once; the page keeps the
 * highest count, so a momentary second player during a transition is caught too.
 */
async function watchConcurrentPlayback(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { maxPlaying: number };
    w.maxPlaying = 0;
    document.addEventListener(
      'playing',
      () => {
        const playing = [...document.querySelectorAll('video')].filter((v) => !v.paused).length;
        w.maxPlaying = Math.max(w.maxPlaying, playing);
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { maxPlaying: number }).maxPlaying);
}

/** Image requests seen by the page, by path. */
export function recordImageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/**
 * Opens a reels screen with the seeded reels in hand and the playback probe installed before
 * the first video can play; `maxPlaying()` reads the most videos ever playing at once.
 */
export async function openReelsWatchingPlayback(
  page: Page,
  request: APIRequestContext,
  path: string,
) {
  const reels = await seededReels(request);
  const maxPlaying = await watchConcurrentPlayback(page);
  await page.goto(path);
  return { reels, last: reels.length - 1, maxPlaying };
}
