/**
 * The Arabic text catalogue: every user-facing string of web, mobile and API lives under
 * this folder, one file per area, the spec's strings verbatim.
 */

export { addressText } from './addresses';
export { authMessages } from './auth';
export { authScreens } from './auth-screens';
export { cartPageText, cartText } from './cart';
export { catalogueText } from './catalogue';
export { defaultCategories } from './categories';
export { checkoutText } from './checkout';
export { common } from './common';
export { apiErrors } from './errors';
export { footer } from './footer';
export { geocodingText } from './geocoding';
export { landing } from './landing';
export { locationText } from './location';
export { mailText } from './mail';
export { mobileText } from './mobile';
export { nativeText } from './native';
export { nav } from './nav';
export { ordersText } from './orders';
export { productDetailText } from './product-detail';
export { productsText } from './products';
export { profileText } from './profile';
export { pwaText } from './pwa';
export { reelsText } from './reels';
export { documentTitle, routeError, routeTitles } from './routes';
export { settingsText } from './settings';
export { storefrontText } from './storefront';
export { toastText } from './toasts';
export { vendorsText } from './vendors';
export { vendorsMapText } from './vendors-map';
