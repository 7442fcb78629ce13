import type { Page } from '@playwright/test';
import { toastText } from './text';

/** A toast's title inside sonner's labelled region (not the same words elsewhere on the page). */
export const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: toastText.region }).getByText(title, { exact: true });
