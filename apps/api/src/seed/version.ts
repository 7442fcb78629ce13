/**
 * Bump when the demo data gains rows: a database seeded with an older version then gets the
 * missing rows on the next start (existing rows are never touched: ON CONFLICT DO NOTHING).
 */
export const DEMO_SEED_VERSION = 2;
/** The app_meta row that records which version of the demo data a database holds. */
export const DEMO_SEED_META_KEY = 'demo_seed';
