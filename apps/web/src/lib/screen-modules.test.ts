import { SCREEN_MODULES_META } from '@souq/domain/page-preload';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadScreenModules } from './screen-modules';

afterEach(() => {
  for (const element of document.head.querySelectorAll('meta, link')) element.remove();
});

describe('preloadScreenModules', () => {
  it('modulepreloads the files the server named, and only our own asset files', () => {
    const meta = document.createElement('meta');
    meta.name = SCREEN_MODULES_META;
    meta.content = '/assets/reels-1.js https://evil.example/x.js /assets/../x.js /assets/app-2.js';
    document.head.append(meta);
    preloadScreenModules();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/reels-1.js'],
      ['modulepreload', '/assets/app-2.js'],
    ]);
  });

  it('does nothing on a page without the list', () => {
    preloadScreenModules();
    expect(document.head.querySelector('link')).toBeNull();
  });
});
