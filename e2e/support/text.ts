/** The Arabic catalogue the app renders, so tests assert the same strings the users read. */
export { catalogueText } from '../../packages/domain/src/locales/ar/catalogue';
export { common } from '../../packages/domain/src/locales/ar/common';
export { landing } from '../../packages/domain/src/locales/ar/landing';
export { mobileText } from '../../packages/domain/src/locales/ar/mobile';
export { nav } from '../../packages/domain/src/locales/ar/nav';
