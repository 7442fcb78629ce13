/** The saved-address screens (web settings tab, /mobile/addresses) as the specs find them. */
import type { Page } from '@playwright/test';
import { addressText } from '../../packages/domain/src/locales/ar/addresses';

export { addressText };

/** The location picker's dialog (search, map and confirm). */
export const picker = (page: Page) => page.getByRole('dialog', { name: addressText.picker.title });

/** A saved address's card, named by the address's title. */
export const addressCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title });
