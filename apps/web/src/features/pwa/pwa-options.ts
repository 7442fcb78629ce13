import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * What the service worker keeps for a shopper on a bad network (offline use, data saver). Read by
 * vite.config.ts at build time only; nothing here ships to the browser.
 */

/** Paths owned by the server: a navigation there must reach the network, never the shell. */
const serverPaths = [/^\/api\//, /^\/functions\//, /^\/media\//, /^\/dev\//];

const DAY = 24 * 60 * 60;

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // main.tsx registers through features/pwa, so the update prompt is ours.
  injectRegister: false,
  // Launchers fetch the icons themselves when installing: not worth precious precache.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'سوق',
    short_name: 'سوق',
    description: 'تسوّق من المتاجر المحلية في سوريا',
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // primary-800 (the meta theme-color) and the page background.
    theme_color: '#065f46',
    background_color: '#fafaf9',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The shell only: pages, code, styles, the Arabic and Latin font subsets, the favicon.
    globPatterns: ['**/*.{html,js,css,svg}', 'assets/cairo-{arabic,latin}-wght-*.woff2'],
    // Maps are heavy and useless offline (their tiles need the network): cached when used.
    // (base-map, picker-map, vendor-map, vendors-map; not lucide's small map-pin icons).
    globIgnores: ['assets/*-map-*', 'icons/**'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: serverPaths,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Public catalogue reads: shown from cache at once, refreshed behind the shopper's
        // back. Matchers are copied into sw.js as source text: they may use nothing from
        // this module, hence the literal.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/functions\/v1\/export-(products|categories|vendors|product-videos)$/.test(
            url.pathname,
          ),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'souq-catalogue',
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * DAY },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Product and store pictures never change under one key (a new upload is a new key).
        urlPattern: ({ url, sameOrigin, request }) =>
          sameOrigin && url.pathname.startsWith('/media/') && request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'souq-images',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Chunks left out of the precache (maps) once they are used.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'souq-lazy-assets',
          expiration: { maxEntries: 40, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      // Everything else (/api/me and every personal endpoint, videos with their range
      // requests) has no route here, so it goes to the network untouched.
    ],
  },
};
