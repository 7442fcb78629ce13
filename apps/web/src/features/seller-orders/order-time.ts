import { formatDate } from '@souq/domain/dates';

/**
 * When an order was placed, as a busy counter reads it: the time alone for today's orders,
 * the day too for older ones. The one date style of every page (domain dates), the device's
 * own clock.
 */
export function orderTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDate(iso, date.toDateString() === now.toDateString() ? 'time' : 'dayTime');
}
