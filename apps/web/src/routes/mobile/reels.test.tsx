import { reelsText } from '@souq/domain/locales/ar/reels';
import { paths } from '@souq/domain/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reelFixtures, reelsBody } from '@/features/reels/reel-fixtures';
import { guestAnswer } from '@/test/accounts';
import { json, renderRoutes, stubFetch } from '@/test/render';
import { Component } from './reels';

function setup(body: unknown) {
  stubFetch({ '/api/me': guestAnswer, [paths.api.exportProductVideos()]: () => json(body) });
  renderRoutes([{ path: '/mobile/reels', element: <Component /> }], '/mobile/reels');
}

const sources = () =>
  [...document.querySelectorAll('video')].filter((v) => v.src).map((v) => v.getAttribute('src'));

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

describe('/mobile/reels', () => {
  it('shows the mobile empty text of the spec', async () => {
    setup(reelsBody([]));
    expect(await screen.findByText(reelsText.emptyMobile)).toBeTruthy();
  });

  it('opens on the first video, the next one only as a poster, and swipes through', async () => {
    setup(reelsBody(reelFixtures(3)));
    const feed = await screen.findByRole('region', { name: reelsText.playerLabel });
    // The source comes once the poster is painted (usePosterPainted).
    await waitFor(() => expect(sources()).toEqual(['/media/videos/r0.mp4']));
    expect(document.querySelectorAll('video')).toHaveLength(1);
    fireEvent.loadedData(document.querySelector('video')!);
    expect(document.querySelectorAll('video')).toHaveLength(2);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(feed, { clientY: 600 });
    fireEvent.pointerUp(feed, { clientY: 400 });
    await waitFor(() => expect(sources()).toEqual(['/media/videos/r1.mp4']));
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.pointerDown(feed, { clientY: 400 });
    fireEvent.pointerUp(feed, { clientY: 600 });
    await waitFor(() => expect(sources()).toEqual(['/media/videos/r0.mp4']));
    // Leaving a video drops its source so a slow line stops downloading it.
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
  });
});
