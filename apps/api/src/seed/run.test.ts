import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers/db';
import type { Database } from '../db/client';
import {
  account,
  appMeta,
  categories,
  clients,
  productImages,
  products,
  productVariants,
  productVideos,
  user,
  vendorProfiles,
  vendorStoreImages,
} from '../db/schema';
import { verifyPassword } from '../modules/auth/service/password-hash';
import { diskStorage, type MediaStorage } from '../modules/media/storage';
import { DEMO_PASSWORD } from './data/accounts';
import { seedProducts } from './data/products';
import { seedVendors } from './data/vendors';
import { demoVideoProducts } from './data/videos';
import { stableId } from './ids';
import { IMAGE_BYTES_CAP } from './images';
import { seedDemoData } from './run';

let database: Database;
let storage: MediaStorage;
let mediaDir: string;
const logs: string[] = [];
const seed = () => seedDemoData({ database, storage, log: (msg) => logs.push(msg) });

async function tableCounts() {
  const countOf = async (table: PgTable) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    categories: await countOf(categories),
    users: await countOf(user),
    accounts: await countOf(account),
    clients: await countOf(clients),
    vendors: await countOf(vendorProfiles),
    storeImages: await countOf(vendorStoreImages),
    products: await countOf(products),
    productImages: await countOf(productImages),
    variants: await countOf(productVariants),
    videos: await countOf(productVideos),
  };
}

const productSnapshot = () =>
  database.db
    .select({ id: products.id, createdAt: products.createdAt, stock: products.stockCount })
    .from(products)
    .orderBy(asc(products.id));

beforeAll(async () => {
  database = await freshDatabase(); // already migrated (cloned from the run's template)
  mediaDir = await mkdtemp(join(tmpdir(), 'souq-seed-media-'));
  storage = diskStorage(mediaDir);
  await seed();
});

afterAll(async () => {
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('inserts the whole demo catalogue', async () => {
    expect(await tableCounts()).toEqual({
      categories: 8,
      users: 3,
      accounts: 3,
      clients: 1,
      vendors: seedVendors.length,
      storeImages: seedVendors.reduce((sum, v) => sum + v.storeImageCount, 0),
      products: seedProducts.length,
      productImages: seedProducts.reduce((sum, p) => sum + p.imageCount, 0),
      variants: seedProducts.reduce((sum, p) => sum + p.variants.length, 0),
      videos: demoVideoProducts.length,
    });
    const sorted = await database.db.select().from(categories).orderBy(asc(categories.sortOrder));
    expect(sorted.map((c) => c.slug)).toEqual([
      'electronics',
      'fashion',
      'home-garden',
      'sports',
      'books',
      'beauty',
      'cars',
      'food',
    ]);
    expect(logs[0]).toMatch(/demo data v\d+: /);
  });

  it('creates pre-confirmed demo accounts whose password verifies', async () => {
    const rows = await database.db
      .select({
        email: user.email,
        verified: user.emailVerified,
        role: user.role,
        hash: account.password,
        provider: account.providerId,
      })
      .from(user)
      .innerJoin(account, eq(account.userId, user.id))
      .orderBy(asc(user.email));
    expect(rows.map((r) => [r.email, r.verified, r.role, r.provider])).toEqual([
      ['admin@souq.test', true, 'shopper', 'credential'],
      ['shopper@souq.test', true, 'shopper', 'credential'],
      ['vendor@souq.test', true, 'vendor', 'credential'],
    ]);
    for (const row of rows) {
      expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(row.hash!, DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(row.hash!, 'wrong-password')).toBe(false);
    }
  });

  it('gives the shopper a Damascus profile and the demo vendor exactly one shop', async () => {
    const [profile] = await database.db
      .select()
      .from(clients)
      .innerJoin(user, eq(user.id, clients.id))
      .where(eq(user.email, 'shopper@souq.test'));
    expect(profile?.clients.phone).toMatch(/^\+963 9/);
    expect(profile?.clients.latitude).toBeCloseTo(33.51, 1);
    expect(profile?.clients.longitude).toBeCloseTo(36.28, 1);
    const owned = await database.db
      .select({ id: vendorProfiles.id })
      .from(vendorProfiles)
      .innerJoin(user, eq(user.id, vendorProfiles.ownerUserId))
      .where(eq(user.email, 'vendor@souq.test'));
    expect(owned).toEqual([{ id: stableId('vendor', 'mazzeh-mobile') }]);
  });

  it('stores every referenced image as a small WebP under its public /media path', async () => {
    const vendorUrls = (await database.db.select().from(vendorProfiles)).flatMap((v) => [
      v.brandLogoUrl!,
      v.bannerImageUrl!,
    ]);
    const storeUrls = (await database.db.select().from(vendorStoreImages)).map((r) => r.imageUrl);
    const productUrls = (await database.db.select().from(productImages)).map((r) => r.imageUrl);
    const urls = [...vendorUrls, ...storeUrls, ...productUrls];
    expect(urls.length).toBeGreaterThan(300);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/(products|vendors)\/[0-9a-f-]{36}\/[a-z0-9-]+\.webp$/);
      const bytes = await storage.get(url.slice('/media/'.length));
      expect(bytes, url).not.toBeNull();
      expect(bytes!.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes!.length).toBeLessThanOrEqual(IMAGE_BYTES_CAP);
    }
  });

  it('stores each demo video and poster under /media/videos, tied to its own product', async () => {
    const rows = await database.db.select().from(productVideos);
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect(row.videoUrl).toBe(`/media/videos/${row.productId}.mp4`);
      expect(row.posterUrl).toBe(`/media/videos/${row.productId}.webp`);
      const [product] = await database.db
        .select({ vendorId: products.vendorId })
        .from(products)
        .where(eq(products.id, row.productId));
      expect(product?.vendorId).toBe(row.vendorId);
      const video = await storage.get(row.videoUrl.slice('/media/'.length));
      expect(video!.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(video!.length).toBeLessThan(200 * 1024);
      const poster = await storage.get(row.posterUrl!.slice('/media/'.length));
      expect(poster!.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('skips a second run and changes nothing', async () => {
    const before = { counts: await tableCounts(), rows: await productSnapshot() };
    logs.length = 0;
    await seed();
    expect(logs).toEqual([expect.stringMatching(/already present, skipped/)]);
    expect({ counts: await tableCounts(), rows: await productSnapshot() }).toEqual(before);
  });

  it('re-applies missing rows after a version change, without duplicates or new hashes', async () => {
    const before = { counts: await tableCounts(), rows: await productSnapshot() };
    const hashes = await database.db
      .select({ password: account.password })
      .from(account)
      .orderBy(asc(account.id));
    // Simulate an older seed version and a product someone deleted since.
    await database.db.delete(appMeta).where(eq(appMeta.key, 'demo_seed'));
    await database.db.delete(products).where(eq(products.id, stableId('product', 'makdous')));
    logs.length = 0;
    await seed();
    expect({ counts: await tableCounts(), rows: await productSnapshot() }).toEqual(before);
    expect(
      await database.db
        .select({ password: account.password })
        .from(account)
        .orderBy(asc(account.id)),
    ).toEqual(hashes);
    // The images were already on disk: nothing is drawn twice.
    expect(logs.join('\n')).toMatch(/\(0 rendered, \d+ reused/);
  });
});
