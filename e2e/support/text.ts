/** The Arabic catalogue the app renders, so tests assert the same strings the users read. */

export { authMessages } from '../../packages/domain/src/locales/ar/auth';
export { authScreens } from '../../packages/domain/src/locales/ar/auth-screens';
export { catalogueText } from '../../packages/domain/src/locales/ar/catalogue';
export { common } from '../../packages/domain/src/locales/ar/common';
export { landing } from '../../packages/domain/src/locales/ar/landing';
export { mobileText } from '../../packages/domain/src/locales/ar/mobile';
export { nav } from '../../packages/domain/src/locales/ar/nav';
export { profileText } from '../../packages/domain/src/locales/ar/profile';
export { settingsText } from '../../packages/domain/src/locales/ar/settings';
export { toastText } from '../../packages/domain/src/locales/ar/toasts';
