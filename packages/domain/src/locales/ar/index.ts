/**
 * The Arabic text catalogue: every user-facing string of web, mobile and API lives under
 * this folder, one file per area, the spec's strings verbatim.
 */

export { addressText } from './addresses';
export { authMessages } from './auth';
export { authScreens } from './auth-screens';
export { cartText } from './cart';
export { catalogueText } from './catalogue';
export { defaultCategories } from './categories';
export { common } from './common';
export { apiErrors } from './errors';
export { footer } from './footer';
export { landing } from './landing';
export { mailText } from './mail';
export { mobileText } from './mobile';
export { nav } from './nav';
export { productDetailText } from './product-detail';
export { productsText } from './products';
export { profileText } from './profile';
export { documentTitle, routeError, routeTitles } from './routes';
export { settingsText } from './settings';
export { toastText } from './toasts';
export { vendorsText } from './vendors';
