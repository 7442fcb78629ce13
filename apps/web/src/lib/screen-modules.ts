import { SCREEN_MODULES_META } from '@souq/domain/page-preload';

/**
 * Starts downloading the first screen's code files that the server named in the page (see
 * @souq/domain/page-preload). main.tsx calls it right after the first paint, so the screen's
 * own chunk arrives with the route's instead of after it. Only our own /assets/ files.
 */
export function preloadScreenModules(): void {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${SCREEN_MODULES_META}"]`);
  for (const href of named?.content.split(' ') ?? []) {
    if (!/^\/assets\/[\w.-]+\.js$/.test(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
