import { formatDate } from '@souq/domain/dates';

/** "15 يناير 2025": the long date of every page (domain dates); nothing for a missing date. */
export function formatMemberSince(isoDate: string): string {
  const shown = formatDate(isoDate, 'date');
  return shown === isoDate ? '' : shown;
}
