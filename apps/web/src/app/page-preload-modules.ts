/**
 * The source modules each preloaded page renders first (layout, route, screen), as Vite's
 * manifest names them. The build writes this to dist/.vite/page-modules.json; the server
 * names their chunks in the page's HTML (decision 010; the page's data: @souq/domain/page-preload).
 * Keyed by the page's path (or route pattern) written out (paths.web.reels() ...; the test
 * holds them equal):
 * vite.config.ts reads this file before it can compile the domain package.
 */
export const pagePreloadModules: Record<string, string[]> = {
  '/reels': [
    'src/app/layouts/web/web-layout.tsx',
    'src/routes/web/reels.tsx',
    'src/features/reels/web-reels-screen.tsx',
  ],
  '/mobile/reels': [
    'src/app/layouts/mobile/mobile-layout.tsx',
    'src/routes/mobile/reels.tsx',
    'src/features/reels/mobile-reels-screen.tsx',
  ],
  '/': [
    'src/app/layouts/web/web-layout.tsx',
    'src/routes/web/landing.tsx',
    'src/features/landing/landing-screen.tsx',
  ],
  '/mobile': [
    'src/app/layouts/mobile/mobile-layout.tsx',
    'src/routes/mobile/home.tsx',
    'src/features/mobile-home/mobile-home-screen.tsx',
  ],
  '/products': [
    'src/app/layouts/web/web-layout.tsx',
    'src/routes/web/products.tsx',
    'src/features/catalogue/products/web-products-screen.tsx',
  ],
  '/mobile/products': [
    'src/app/layouts/mobile/mobile-layout.tsx',
    'src/routes/mobile/products.tsx',
    'src/features/catalogue/products/mobile-products-screen.tsx',
  ],
  '/product/:id': [
    'src/app/layouts/web/web-layout.tsx',
    'src/routes/web/product.tsx',
    'src/features/catalogue/product-detail/product-detail-screen.tsx',
  ],
  '/mobile/product/:id': [
    'src/app/layouts/mobile/mobile-layout.tsx',
    'src/routes/mobile/product.tsx',
    'src/features/catalogue/product-detail/product-detail-screen.tsx',
  ],
  '/vendor/:id': [
    'src/app/layouts/web/web-layout.tsx',
    'src/routes/web/vendor.tsx',
    'src/features/vendors/storefront/storefront-screen.tsx',
  ],
  '/mobile/vendor/:id': [
    'src/app/layouts/mobile/mobile-layout.tsx',
    'src/routes/mobile/vendor.tsx',
    'src/features/vendors/mobile/mobile-vendor-screen.tsx',
  ],
  '/seller': [
    'src/app/layouts/seller/seller-layout.tsx',
    'src/routes/seller/home.tsx',
    'src/features/seller-shell/dashboard-screen.tsx',
  ],
};
