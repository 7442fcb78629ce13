import { pagePreload } from '@souq/domain/page-preload';
import { paths } from '@souq/domain/paths';
import { describe, expect, it } from 'vitest';

/** Source files Vite would name in its manifest (the keys the server preloads by). */
const files = new Set(
  Object.keys(import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'])).map((file) =>
    file.replace(/^\//, ''),
  ),
);

describe('modules the server preloads with a page', () => {
  it.each([paths.web.reels(), paths.mobile.reels()])('%s names modules that exist', (path) => {
    const modules = pagePreload(path)?.modules ?? [];
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) expect(files.has(module), module).toBe(true);
  });
});
