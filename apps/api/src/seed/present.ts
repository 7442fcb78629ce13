import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';
import { DEMO_SEED_META_KEY, DEMO_SEED_VERSION } from './version';

/**
 * Whether the database already holds this version of the demo data: one indexed read, so a
 * server can decide without loading the seed (its data and image renderer) into its memory.
 */
export async function demoSeedPresent(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_SEED_META_KEY))
    .limit(1);
  return (row?.value as { version?: unknown } | undefined)?.version === DEMO_SEED_VERSION;
}
