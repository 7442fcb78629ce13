import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The geocoder's answers, shared by every API process so the upstream service (1 request/s on
 * the public Nominatim) is asked once per query or point for the whole cluster. Keyed by the
 * normalised query ("search:<limit>:<text>") or the rounded point ("reverse:<lat>,<lng>").
 * Bounded: expired rows and the oldest beyond a cap are deleted as answers are written
 * (modules/geocoding/repository/answers.ts). Offline gazetteer answers are never stored.
 * UNLOGGED (migration 0017, which drizzle-kit cannot express): cheap to lose, and so never on a
 * read replica (decision 029).
 */
export const geocoderAnswers = pgTable(
  'geocoder_answers',
  {
    key: text('key').primaryKey(),
    answer: jsonb('answer').$type<GeocodePlace[] | GeocodePlace>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('geocoder_answers_expires_at_idx').on(t.expiresAt)],
);
