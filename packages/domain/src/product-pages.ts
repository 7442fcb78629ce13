/**
 * How many products a list screen asks for at a time: the web products page shows 24 per page
 * (a 4- or 6-column grid fills evenly), the mobile one adds 10 at a time while scrolling. The
 * server's page preload (page-preload.ts) embeds exactly these first pages.
 */
export const WEB_PRODUCTS_PAGE_SIZE = 24;
export const MOBILE_PRODUCTS_PAGE_SIZE = 10;

/** Spec (constants): the landing page features 8 products (the newest). */
export const FEATURED_PRODUCT_COUNT = 8;
