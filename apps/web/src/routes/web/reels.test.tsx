import { cartText } from '@souq/domain/locales/ar/cart';
import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { common } from '@souq/domain/locales/ar/common';
import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { reelsText } from '@souq/domain/locales/ar/reels';
import { paths } from '@souq/domain/paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCart } from '@/features/cart/cart-storage';
import { reelFixtures, reelsBody } from '@/features/reels/reel-fixtures';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component } from './reels';

const videosPath = paths.api.exportProductVideos();

function setup(body: unknown, me = guestAnswer) {
  const fetchMock = stubFetch({ '/api/me': me, [videosPath]: () => json(body) });
  renderRoutes(
    [
      { path: '/reels', element: <Component />, handle: { title: 'فيديوهات المنتجات' } },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/reels',
  );
  return fetchMock;
}

const videos = () => [...document.querySelectorAll('video')];
const withSource = () => videos().filter((v) => v.hasAttribute('src'));
const feed = () => screen.getByRole('region', { name: reelsText.playerLabel });
const swipe = (from: number, to: number) => {
  fireEvent.pointerDown(feed(), { clientY: from });
  fireEvent.pointerUp(feed(), { clientY: to });
};

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

describe('/reels', () => {
  it('asks for 20 videos and shows the spec empty text when there are none', async () => {
    const fetchMock = setup(reelsBody([]));
    expect(await screen.findByText(reelsText.emptyWeb)).toBeTruthy();
    const [url] = callsTo(fetchMock, videosPath)[0]!;
    expect(new URL(url, 'http://x').searchParams.get('limit')).toBe('20');
  });

  it('says the network is down under the spec’s load error when no answer comes', async () => {
    stubFetch({
      '/api/me': guestAnswer,
      [videosPath]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes([{ path: '/reels', element: <Component /> }], '/reels');
    // The spec's words stay the title; the sentence under them says the network is down.
    expect(await screen.findByText(reelsText.loadError, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(loadErrorsText.offline.text)).toBeTruthy();
    expect(screen.getByRole('button', { name: common.retry })).toBeTruthy();
  });

  it('shows posters only, then plays just the opened video', async () => {
    setup(reelsBody(reelFixtures(3)));
    const open = await screen.findByRole('button', { name: reelsText.open('منتج 1') });
    expect(videos()).toHaveLength(0);
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog');
    // First the opened video alone: its poster and bytes get the line to themselves.
    expect(videos()).toHaveLength(1);
    fireEvent.loadedData(videos()[0]!);
    // Then its neighbours, as posters: only the opened one has a source (once its poster is up).
    expect(videos()).toHaveLength(3);
    await waitFor(() =>
      expect(withSource().map((v) => v.getAttribute('src'))).toEqual(['/media/videos/r1.mp4']),
    );
    expect(videos().every((v) => v.getAttribute('poster'))).toBe(true);
    expect(
      videos()
        .filter((v) => !v.hasAttribute('src'))
        .map((v) => v.preload),
    ).toEqual(['none', 'none']);
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    expect(within(dialog).getByText('منتج 1')).toBeTruthy();
  });

  it('moves one video per swipe over 50 px, key or wheel, bounded at both ends', async () => {
    setup(reelsBody(reelFixtures(3)));
    fireEvent.click(await screen.findByRole('button', { name: reelsText.open('منتج 0') }));
    await screen.findByRole('dialog');
    const index = () => feed().getAttribute('data-reel-index');
    swipe(400, 350); // exactly 50 px: not a swipe
    expect(index()).toBe('0');
    swipe(400, 100);
    expect(index()).toBe('1');
    fireEvent.keyDown(feed(), { key: 'ArrowDown' });
    expect(index()).toBe('2');
    fireEvent.keyDown(feed(), { key: 'ArrowDown' });
    swipe(400, 0);
    expect(index()).toBe('2');
    await waitFor(() =>
      expect(withSource().map((v) => v.getAttribute('src'))).toEqual(['/media/videos/r2.mp4']),
    );
    fireEvent.wheel(feed(), { deltaY: -120 });
    expect(index()).toBe('1');
    swipe(100, 400);
    swipe(100, 400);
    expect(index()).toBe('0');
    expect(screen.getByRole('button', { name: reelsText.previous })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('toggles the sound and closes back to the grid', async () => {
    setup(reelsBody(reelFixtures(2)));
    fireEvent.click(await screen.findByRole('button', { name: reelsText.open('منتج 0') }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(withSource()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: reelsText.unmute }));
    expect(withSource()[0]!.muted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: reelsText.mute }));
    expect(withSource()[0]!.muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: reelsText.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(videos()).toHaveLength(0);
    expect(screen.getByRole('button', { name: reelsText.open('منتج 1') })).toBeTruthy();
  });

  it('sends a guest who adds to the cart to sign in', async () => {
    setup(reelsBody(reelFixtures(2)));
    fireEvent.click(await screen.findByRole('button', { name: reelsText.open('منتج 0') }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: catalogueText.addToCartLabel('منتج 0') }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(await screen.findByText(cartText.loginRequiredTitle)).toBeTruthy();
  });

  it('adds for a shopper at once, capped by the real stock, not 999', async () => {
    const reels = reelFixtures(2);
    reels[1]!.products.stock_count = 3;
    setup(reelsBody(reels), meAnswer(shopper()));
    fireEvent.click(await screen.findByRole('button', { name: reelsText.open('منتج 1') }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: catalogueText.addToCartLabel('منتج 1') }));
    expect(await screen.findByText(cartText.added)).toBeTruthy();
    expect(readCart()).toMatchObject([{ productId: 'p1', quantity: 1, maxStock: 3 }]);
  });
});
