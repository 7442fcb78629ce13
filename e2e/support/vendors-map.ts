/** The seeded vendors as the vendors-map specs (web and mobile) expect them on the map. */
import type { Page } from '@playwright/test';

/** The 16 seeded vendors (apps/api/src/seed/data/vendors.ts), 4 of them in Damascus. */
export const SEEDED_VENDORS = 16;
export const HOMS = { latitude: 34.73, longitude: 36.71 };
/** The seeded shop nearest to HOMS. */
export const HOMS_SHOP = 'بيت الحمصي للأدوات المنزلية';

/** The map; its data-markers attribute counts the vendors it shows. */
export const vendorsMap = (page: Page) => page.locator('[data-markers]');
