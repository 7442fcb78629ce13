import { describe, expect, it } from 'vitest';
import { pagePreload, reelsListUrl } from './page-preload';

describe('pagePreload', () => {
  it('embeds the first reels page on both reels screens, with or without a trailing slash', () => {
    for (const path of ['/reels', '/mobile/reels', '/mobile/reels/']) {
      expect(pagePreload(path)?.dataUrls, path).toEqual([reelsListUrl()]);
      expect(pagePreload(path)?.page, path).toBe(path.replace(/\/$/, ''));
    }
    expect(reelsListUrl()).toBe('/functions/v1/export-product-videos?limit=20');
  });

  it('embeds nothing for other pages', () => {
    for (const path of ['/', '/products', '/mobile/cart', '/reels/x', '/api/me']) {
      expect(pagePreload(path), path).toBeNull();
    }
  });

  it('preloads the first poster, and only a path under /media/', () => {
    const reels = pagePreload('/reels');
    const list = (poster: unknown) => ({
      data: [{ poster_url: poster }, { poster_url: '/media/b.webp' }],
    });
    expect(reels?.leadImage([list('/media/videos/a.webp')])).toBe('/media/videos/a.webp');
    for (const poster of [
      null,
      'https://evil.example/x.webp',
      '/media/../x',
      '/media/a b"><x',
      42,
    ]) {
      expect(reels?.leadImage([list(poster)]), String(poster)).toBeUndefined();
    }
    expect(reels?.leadImage([{ data: [] }])).toBeUndefined();
    expect(reels?.leadImage([undefined])).toBeUndefined();
  });
});
