import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Tx } from '../db/query';
import {
  appMeta,
  categories,
  productImages,
  products,
  productVariants,
  productVideos,
  vendorProfiles,
  vendorStoreImages,
} from '../db/schema';
import type { MediaStorage } from '../modules/media/storage';
import { seedAccounts } from './data/accounts';
import { seedProducts } from './data/products';
import { seedVendors } from './data/vendors';
import { ensureDemoAccounts } from './demo-accounts';
import { ensureImages, type ImagePlan, planImages } from './images';
import {
  categoryRows,
  productImageRows,
  productRows,
  storeImageRows,
  variantRows,
  vendorRows,
} from './rows';
import { DEMO_SEED_META_KEY, DEMO_SEED_VERSION } from './version';
import { ensureVideos, videoJobs, videoRows } from './videos';

/** Any constant number works; it makes concurrent API processes seed one at a time. */
const SEED_LOCK_ID = 0x50_55_51_01;

export interface SeedDeps {
  database: Database;
  storage: MediaStorage;
  log: (msg: string) => void;
  /**
   * Whether the demo accounts get the README's password. False in production: the catalogue
   * is seeded, but nobody can sign in as a demo account (see lockDemoAccounts).
   */
  signIn?: boolean;
}

/**
 * Seeds the demo marketplace: 8 categories, demo accounts, vendors and products with their
 * generated images, and 8 product videos (shipped clips and posters copied into media). Idempotent and deterministic: ids come from stableId, dates from a fixed
 * reference, so a second run inserts nothing and two fresh databases end up identical.
 */
export async function seedDemoData({
  database,
  storage,
  log,
  signIn = true,
}: SeedDeps): Promise<void> {
  const started = performance.now();
  const plan = planImages(seedVendors, seedProducts);
  if (await alreadySeeded(database, storage, plan)) {
    log(`demo data v${DEMO_SEED_VERSION} already present, skipped`);
    return;
  }

  // Images first: rows must never point at files that do not exist yet.
  const images = await ensureImages(storage, plan.jobs);
  const videos = await ensureVideos(storage);
  const imagesDone = performance.now();

  await database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    }
    await insertCatalogue(tx, plan, signIn);
    await tx
      .insert(appMeta)
      .values({
        key: DEMO_SEED_META_KEY,
        value: { version: DEMO_SEED_VERSION, seededAt: new Date().toISOString() },
      })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  });

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  log(
    `demo data v${DEMO_SEED_VERSION}: ${seedVendors.length} vendors, ${seedProducts.length} products, ` +
      `${plan.jobs.length} images (${images.rendered} rendered, ${images.reused} reused, ` +
      `${(images.bytes / 1024 / 1024).toFixed(1)} MB), ${videos.copied} video files copied — images ${seconds(imagesDone - started)}, ` +
      `total ${seconds(performance.now() - started)}`,
  );
}

/** Same version recorded, and the last image and video on disk (media may be wiped alone). */
async function alreadySeeded(database: Database, storage: MediaStorage, plan: ImagePlan) {
  const [row] = await database.db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_SEED_META_KEY))
    .limit(1);
  const version = (row?.value as { version?: unknown } | undefined)?.version;
  if (version !== DEMO_SEED_VERSION) return false;
  const lastKeys = [plan.jobs.at(-1)?.key, videoJobs().at(-1)?.key];
  for (const key of lastKeys) if (key && !(await storage.stat(key))) return false;
  return true;
}

async function insertCatalogue(tx: Tx, plan: ImagePlan, signIn: boolean) {
  const ownerIds = await ensureDemoAccounts(tx, seedAccounts, { signIn });

  await tx.insert(categories).values(categoryRows()).onConflictDoNothing();
  // A category with our slug may pre-exist under another id: link products to whatever is there.
  const slugRows = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        categoryRows().map((row) => row.slug),
      ),
    );
  const categoryIds = new Map(slugRows.map((row) => [row.slug, row.id]));

  await tx
    .insert(vendorProfiles)
    .values(vendorRows(seedVendors, plan, ownerIds))
    .onConflictDoNothing();
  await tx
    .insert(vendorStoreImages)
    .values(storeImageRows(seedVendors, plan))
    .onConflictDoNothing();
  await tx.insert(products).values(productRows(seedProducts, categoryIds)).onConflictDoNothing();
  await tx.insert(productImages).values(productImageRows(seedProducts, plan)).onConflictDoNothing();
  await tx.insert(productVariants).values(variantRows(seedProducts)).onConflictDoNothing();
  // After the products: each video row points at its (just ensured) product and vendor.
  const videos = videoRows(seedProducts);
  if (videos.length) await tx.insert(productVideos).values(videos).onConflictDoNothing();
}
