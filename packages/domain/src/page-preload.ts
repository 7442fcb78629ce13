import { paths } from './paths';
import {
  FEATURED_PRODUCT_COUNT,
  MOBILE_PRODUCTS_PAGE_SIZE,
  WEB_PRODUCTS_PAGE_SIZE,
} from './product-pages';
import { REELS_PAGE_SIZE } from './reels';
import { withQuery } from './url';

/**
 * What the server puts into a page's HTML so its first screen need not wait for the API:
 * the public answers the screen asks for first (embedded as JSON, read once by the web
 * app's response cache) and the largest picture among them (a high-priority preload). On
 * slow 4G that removes the round trips screen code -> API -> picture from the first paint.
 * Only public catalogue reads qualify: the HTML is the same for every shopper.
 */
export const PRELOADED_DATA_ELEMENT_ID = 'souq-preloaded';

/**
 * A <meta> naming the screen's code files, on a page whose first screen is already in the
 * HTML (the mobile reels poster): the app's first script turns them into modulepreloads just
 * after the first paint, so they do not take bandwidth from that picture. Every other page
 * gets plain modulepreload links instead: its largest element is drawn by that code, so the
 * code must start downloading with the HTML (decision 033). Which files a page renders first
 * is the web build's to say (dist/.vite/page-modules.json).
 */
export const SCREEN_MODULES_META = 'souq-screen-modules';

/**
 * On the app's root element when the server drew the page's first screen inside it (decision
 * 038): the app hydrates that markup instead of drawing over it.
 */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';

/**
 * Fired on the document once the app has hydrated a drawn screen: the page's loader
 * (web/public/after-first-paint.js, which spells these names out) then does again what the
 * shopper did before (taps, choices, typing).
 */
export const HYDRATED_EVENT = 'souq:hydrated';

/**
 * Fired on the document when the app could not start on a drawn screen (a screen's code did
 * not download): the loader then tells the shopper to load the page again, since what they
 * tap would otherwise be held for an app that never comes.
 */
export const APP_FAILED_EVENT = 'souq:app-failed';

/** Embedded answers older than this are not used: the shopper gets a fresh request. */
export const PRELOADED_DATA_MAX_AGE_MS = 60_000;

export interface PagePreload {
  /**
   * The page as the web build's page-modules.json keys it: its path without a trailing slash,
   * or its route pattern for pages with an id (`/product/:id`).
   */
  page: string;
  /**
   * GET paths, exactly as the web app requests them; none for a page whose first answers are
   * per user (the seller console), which still gets its code named.
   */
  dataUrls: string[];
  /**
   * GET paths answered for the visitor's own session (the seller console's session check and
   * store): asked with the request's cookies and embedded only for a request that has some.
   * Such a page is the visitor's alone: it is served `private, no-store`, and drawn only from
   * this visitor's answers (decision 039's addendum).
   */
  sessionDataUrls?: string[];
  /** The picture that will be largest on screen, read from the answers (same order). */
  leadImage(answers: unknown[]): string | undefined;
  /**
   * The lead image is the whole first screen (the full-screen reels feed): the HTML shows it
   * in the feed's place before any script runs, and the app's first render replaces it with
   * the same picture in the same place.
   */
  leadImageIsFirstScreen?: boolean;
  /** Other pictures of the first screen (a grid's first cards), preloaded after the lead. */
  otherImages?(answers: unknown[]): string[];
}

/** Spec discovery §9: the reels screen (web and mobile) reads the first 20 videos. */
export const reelsListUrl = () =>
  withQuery(paths.api.exportProductVideos(), { limit: REELS_PAGE_SIZE });

const reelsData = {
  dataUrls: [reelsListUrl()],
  // Web: the first poster of the grid; mobile: the first video's poster, full screen.
  leadImage: ([list]: unknown[]) =>
    mediaPath((list as { data?: { poster_url?: unknown }[] })?.data?.[0]?.poster_url),
};

/** A product list's first page, as the web app asks for it (getProducts: limit, offset). */
export const productsFirstPageUrl = (limit: number) =>
  withQuery(paths.api.exportProducts(), { limit, offset: 0 });

/** Spec discovery §7: the product page reads export-products?product_id=…&limit=1. */
export const productPageUrl = (id: string) =>
  withQuery(paths.api.exportProducts(), { product_id: id, limit: 1 });

interface ProductListAnswer {
  data?: { product_images?: { image_url?: unknown }[] }[];
}

/** The n-th product's first picture in the given preset (the card or the product page's). */
const productImage = (answer: unknown, preset: 'thumbnail' | 'medium', n = 0) => {
  const product = (answer as ProductListAnswer | undefined)?.data?.[n];
  const path = mediaPath(product?.product_images?.[0]?.image_url);
  return path && withQuery(path, { preset });
};
const firstProductImage = (answer: unknown, preset: 'thumbnail' | 'medium') =>
  productImage(answer, preset);

/** Cards on a phone's first screen: two rows of two. */
const FIRST_SCREEN_CARDS = 4;

/** The products screens: categories (the filter) and the first page; the first card's picture. */
const productsData = (limit: number) => ({
  dataUrls: [paths.api.exportCategories(), productsFirstPageUrl(limit)],
  leadImage: ([, list]: unknown[]) => firstProductImage(list, 'thumbnail'),
  otherImages: ([, list]: unknown[]) =>
    Array.from({ length: FIRST_SCREEN_CARDS - 1 }, (_, i) =>
      productImage(list, 'thumbnail', i + 1),
    ).filter((url): url is string => url !== undefined),
});

/** The featured products of the landing screens, as the web app asks for them. */
export const featuredProductsUrl = () =>
  withQuery(paths.api.exportProducts(), { limit: FEATURED_PRODUCT_COUNT });

/**
 * The landing screens: their categories and featured products. Their largest element is the
 * welcome text, so no picture is preloaded: it would only take bandwidth from the scripts.
 */
const landingData = {
  dataUrls: [paths.api.exportCategories(), featuredProductsUrl()],
  leadImage: () => undefined,
};

/**
 * The seller console's home: its code, and the two answers its first screen waits for one
 * after the other (who is signed in, then their store), read for the visitor's own session.
 */
const sellerHome = {
  dataUrls: [],
  sessionDataUrls: [paths.api.me(), paths.api.sellerStore()],
  leadImage: () => undefined,
};

/** Spec discovery §7: a store page reads export-vendors?vendor_id=…&include_products=true. */
export const vendorPageUrl = (id: string) =>
  withQuery(paths.api.exportVendors(), { vendor_id: id, include_products: 'true' });

/**
 * A store page: the store with its products. Which picture is largest depends on the store's
 * layout (a banner, a wall of photos, a carousel), so none is preloaded; with the answer in
 * the page the screen asks for it in its first render instead of after an API round trip.
 */
const vendorPage = (pattern: string, id: string): PagePreload => ({
  page: pattern,
  dataUrls: [vendorPageUrl(id)],
  leadImage: () => undefined,
});

const preloads: Record<string, Omit<PagePreload, 'page'>> = {
  [paths.web.home()]: landingData,
  [paths.mobile.home()]: landingData,
  [paths.web.reels()]: reelsData,
  [paths.mobile.reels()]: { ...reelsData, leadImageIsFirstScreen: true },
  [paths.web.products()]: productsData(WEB_PRODUCTS_PAGE_SIZE),
  [paths.mobile.products()]: productsData(MOBILE_PRODUCTS_PAGE_SIZE),
  [paths.seller.home()]: sellerHome,
};

/** Pages with an id: the pattern the build keys their modules by, and what they read first. */
const productPage = (pattern: string, id: string): PagePreload => ({
  page: pattern,
  dataUrls: [productPageUrl(id)],
  leadImage: ([product]: unknown[]) => firstProductImage(product, 'medium'),
});
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const patterns: [RegExp, (id: string) => PagePreload][] = [
  [new RegExp(`^/product/(${UUID})$`, 'i'), (id) => productPage('/product/:id', id)],
  [new RegExp(`^/mobile/product/(${UUID})$`, 'i'), (id) => productPage('/mobile/product/:id', id)],
  [new RegExp(`^/vendor/(${UUID})$`, 'i'), (id) => vendorPage('/vendor/:id', id)],
  [new RegExp(`^/mobile/vendor/(${UUID})$`, 'i'), (id) => vendorPage('/mobile/vendor/:id', id)],
];

/**
 * The preload plan of a page, or null. Only a page opened without a query string: one with
 * filters (`/products?category=…`) asks for other answers than the ones a plan would embed.
 */
export function pagePreload(pathname: string, search = ''): PagePreload | null {
  if (search !== '' && search !== '?') return null;
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const plan = preloads[page];
  if (plan) return { page, ...plan };
  for (const [pattern, planOf] of patterns) {
    const match = pattern.exec(page);
    if (match) return planOf(match[1]!);
  }
  return null;
}

/** Only our own media may be preloaded: a path under /media/, nothing that leaves the site. */
function mediaPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/media\/[\w./-]+$/.test(value) && !value.includes('..')
    ? value
    : undefined;
}
