import { formatDate } from '@souq/domain/dates';

/** Spec orders §2: the order's date and time in the one long style of every page (domain dates). */
export function formatOrderDate(iso: string): string {
  return formatDate(iso, 'dateTime');
}
