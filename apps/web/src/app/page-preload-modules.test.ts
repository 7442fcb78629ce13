import { pagePreload } from '@souq/domain/page-preload';
import { paths } from '@souq/domain/paths';
import { describe, expect, it } from 'vitest';
import { pagePreloadModules } from './page-preload-modules';

/** Source files Vite would name in its manifest (the keys the server preloads by). */
const files = new Set(
  Object.keys(import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'])).map((file) =>
    file.replace(/^\//, ''),
  ),
);

describe('modules the server preloads with a page', () => {
  it.each(Object.keys(pagePreloadModules))('%s names modules that exist', (path) => {
    const modules = pagePreloadModules[path] ?? [];
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) expect(files.has(module), module).toBe(true);
  });

  it('lists modules for every page the server preloads, keyed as it looks them up', () => {
    const id = '3b4e9cdd-1b3f-5d10-b541-eb70007c2fee';
    const pages = [
      paths.web.home(),
      paths.mobile.home(),
      paths.web.reels(),
      paths.mobile.reels(),
      paths.web.products(),
      paths.mobile.products(),
      paths.web.product(id),
      paths.mobile.product(id),
      paths.web.vendor(id),
      paths.mobile.vendor(id),
      paths.seller.home(),
    ].map((path) => pagePreload(path)?.page);
    expect(Object.keys(pagePreloadModules).sort()).toEqual(pages.sort());
  });
});
