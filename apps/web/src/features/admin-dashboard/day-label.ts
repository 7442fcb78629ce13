import { formatDate } from '@souq/domain/dates';

/**
 * '24 نوفمبر' for a YYYY-MM-DD day of the marketplace's calendar. Read in UTC: the text is a
 * calendar date already, and the device's own offset must not move it to the day before.
 */
export const dayLabel = (day: string) => formatDate(day, 'dayMonth', 'UTC');
