/**
 * The Arabic text catalogue: every user-facing string of web, mobile and API lives under
 * this folder, one file per area, the spec's strings verbatim.
 */
export { defaultCategories } from './categories';
export { common } from './common';
export { apiErrors } from './errors';
