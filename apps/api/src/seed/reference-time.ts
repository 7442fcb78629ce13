import { seedFrom } from './prng';

/**
 * Seeded rows are dated relative to this fixed instant, never to now(): a re-run, or a seed
 * on another machine, produces byte-identical rows, and "newest first" has a stable order.
 */
const SEED_REFERENCE_DATE = new Date('2026-11-15T09:00:00.000Z');

const DAY_MS = 86_400_000;

/** `daysAgo` days before the reference, minus up to ten hours so same-day items interleave. */
export function seededAt(daysAgo: number, key: string): Date {
  const minutesEarlier = seedFrom(`time:${key}`) % 600;
  return new Date(SEED_REFERENCE_DATE.getTime() - daysAgo * DAY_MS - minutesEarlier * 60_000);
}
