import { routeTitles } from '@souq/domain/locales/ar/routes';
import { paths } from '@souq/domain/paths';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { BootScreen } from './boot-screen';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';

const web = routeTitles.web;
const mobile = routeTitles.mobile;

/** Child paths are relative to their tree: "/products" -> "products", "/mobile/cart" -> "cart". */
const underWeb = (path: string) => path.replace(/^\//, '');
const underMobile = (path: string) => path.replace(/^\/mobile\//, '');

const completeProfile = () => import('@/routes/web/complete-profile');

/** A lazy screen with its Arabic title. */
function screen(path: string, title: string, lazy: RouteObject['lazy']): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy };
}

const webRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: web.landing, tabTitle: web.landing } satisfies RouteHandle,
    lazy: () => import('@/routes/web/landing'),
  },
  screen(underWeb(paths.web.products()), web.products, () => import('@/routes/web/products')),
  screen('product/:id', web.product, () => import('@/routes/web/product')),
  screen('vendor/:id', web.vendor, () => import('@/routes/web/vendor')),
  screen(
    underWeb(paths.web.vendorsMap()),
    web.vendorsMap,
    () => import('@/routes/web/vendors-map'),
  ),
  screen(underWeb(paths.web.reels()), web.reels, () => import('@/routes/web/reels')),
  screen(underWeb(paths.web.auth()), web.auth, () => import('@/routes/web/auth')),
  screen(underWeb(paths.web.completeProfile()), web.completeProfile, completeProfile),
  screen(underWeb(paths.web.profileCompletion()), web.completeProfile, completeProfile),
  screen(underWeb(paths.web.cart()), web.cart, () => import('@/routes/web/cart')),
  screen(underWeb(paths.web.checkout()), web.checkout, () => import('@/routes/web/checkout')),
  screen(underWeb(paths.web.myOrders()), web.myOrders, () => import('@/routes/web/my-orders')),
  screen(underWeb(paths.web.orders()), web.orders, () => import('@/routes/web/orders')),
  screen('orders/:id', web.order, () => import('@/routes/web/order')),
  screen(underWeb(paths.web.settings()), web.settings, () => import('@/routes/web/settings')),
  screen(underWeb(paths.web.profile()), web.profile, () => import('@/routes/web/profile')),
  screen(
    'newsletter/unsubscribe',
    routeTitles.unsubscribe,
    () => import('@/routes/web/newsletter-unsubscribe'),
  ),
  {
    path: '*',
    handle: { title: routeTitles.notFound } satisfies RouteHandle,
    lazy: () => import('@/routes/web/not-found'),
  },
];

const seller = routeTitles.seller;
/** "/seller/products" -> "products": the seller tree's children are relative to /seller. */
const underSeller = (path: string) => path.replace(/^\/seller\//, '');

const sellerRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: seller.home } satisfies RouteHandle,
    lazy: () => import('@/routes/seller/home'),
  },
  screen(underSeller(paths.seller.apply()), seller.apply, () => import('@/routes/seller/apply')),
  screen(
    underSeller(paths.seller.products()),
    seller.products,
    () => import('@/routes/seller/products'),
  ),
  screen(
    underSeller(paths.seller.newProduct()),
    seller.newProduct,
    () => import('@/routes/seller/new-product'),
  ),
  screen(
    underSeller(paths.seller.importProducts()),
    seller.importProducts,
    () => import('@/routes/seller/import-products'),
  ),
  screen('products/:id', seller.product, () => import('@/routes/seller/product')),
  screen(
    underSeller(paths.seller.settings()),
    seller.settings,
    () => import('@/routes/seller/settings'),
  ),
  screen('settings/:section', seller.settings, () => import('@/routes/seller/settings')),
  screen(underSeller(paths.seller.orders()), seller.orders, () => import('@/routes/seller/orders')),
  screen('orders/:id', seller.order, () => import('@/routes/seller/order')),
  {
    path: '*',
    handle: { title: routeTitles.notFound } satisfies RouteHandle,
    lazy: () => import('@/routes/seller/not-found'),
  },
];

/** "/admin/stores" -> "stores": the admin tree's children are relative to /admin. */
const underAdmin = (path: string) => path.replace(/^\/admin\//, '');

const adminRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: routeTitles.admin.dashboard } satisfies RouteHandle,
    lazy: () => import('@/routes/admin/home'),
  },
  screen(
    underAdmin(paths.admin.stores()),
    routeTitles.admin.stores,
    () => import('@/routes/admin/stores'),
  ),
  screen(
    underAdmin(paths.admin.categories()),
    routeTitles.admin.categories,
    () => import('@/routes/admin/categories'),
  ),
  screen(
    underAdmin(paths.admin.orders()),
    routeTitles.admin.orders,
    () => import('@/routes/admin/orders'),
  ),
  screen('orders/:id', routeTitles.admin.order, () => import('@/routes/admin/order')),
  screen(
    underAdmin(paths.admin.customers()),
    routeTitles.admin.customers,
    () => import('@/routes/admin/customers'),
  ),
  screen(
    underAdmin(paths.admin.newsletter()),
    routeTitles.admin.newsletter,
    () => import('@/routes/admin/newsletter'),
  ),
  screen(
    underAdmin(paths.admin.actions()),
    routeTitles.admin.actions,
    () => import('@/routes/admin/actions'),
  ),
  {
    path: '*',
    handle: { title: routeTitles.admin.notFound } satisfies RouteHandle,
    lazy: () => import('@/routes/admin/not-found'),
  },
];

const mobileRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: mobile.home } satisfies RouteHandle,
    lazy: () => import('@/routes/mobile/home'),
  },
  screen(
    underMobile(paths.mobile.products()),
    mobile.products,
    () => import('@/routes/mobile/products'),
  ),
  screen('product/:id', mobile.product, () => import('@/routes/mobile/product')),
  screen('vendor/:id', mobile.vendor, () => import('@/routes/mobile/vendor')),
  screen(
    underMobile(paths.mobile.vendorsMap()),
    mobile.vendorsMap,
    () => import('@/routes/mobile/vendors-map'),
  ),
  screen(underMobile(paths.mobile.reels()), mobile.reels, () => import('@/routes/mobile/reels')),
  screen(underMobile(paths.mobile.auth()), mobile.auth, () => import('@/routes/mobile/auth')),
  screen(underMobile(paths.mobile.cart()), mobile.cart, () => import('@/routes/mobile/cart')),
  screen(
    underMobile(paths.mobile.checkout()),
    mobile.checkout,
    () => import('@/routes/mobile/checkout'),
  ),
  screen(underMobile(paths.mobile.orders()), mobile.orders, () => import('@/routes/mobile/orders')),
  screen('orders/:id', mobile.order, () => import('@/routes/mobile/order')),
  screen(
    underMobile(paths.mobile.profile()),
    mobile.profile,
    () => import('@/routes/mobile/profile'),
  ),
  screen(
    underMobile(paths.mobile.profileEdit()),
    mobile.profileEdit,
    () => import('@/routes/mobile/profile-edit'),
  ),
  screen(
    underMobile(paths.mobile.addresses()),
    mobile.addresses,
    () => import('@/routes/mobile/addresses'),
  ),
  screen(
    underMobile(paths.mobile.settings()),
    mobile.settings,
    () => import('@/routes/mobile/settings'),
  ),
  {
    path: '*',
    handle: { title: routeTitles.notFound } satisfies RouteHandle,
    lazy: () => import('@/routes/mobile/not-found'),
  },
];

/**
 * Both route trees, every screen lazy-loaded so a shopper downloads only the code of the
 * page they open. The web tree sits under a pathless layout; the mobile tree under /mobile.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteError,
    HydrateFallback: BootScreen,
    children: [
      { lazy: () => import('./layouts/web/web-layout'), children: webRoutes },
      {
        path: underWeb(paths.mobile.home()),
        lazy: () => import('./layouts/mobile/mobile-layout'),
        children: mobileRoutes,
      },
      {
        path: underWeb(paths.seller.home()),
        lazy: () => import('./layouts/seller/seller-layout'),
        children: sellerRoutes,
      },
      {
        path: underWeb(paths.admin.home()),
        lazy: () => import('./layouts/admin/admin-layout'),
        children: adminRoutes,
      },
    ],
  },
];
