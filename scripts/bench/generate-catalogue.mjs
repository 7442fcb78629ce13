/**
 * Builds the benchmark catalogue: a fresh PostgreSQL database `souq_bench` (dropped first),
 * migrated like production, holding 1,000 vendors and 100,000 products with images and
 * variants. Rows are made by INSERT ... SELECT over generate_series, combining the Arabic word
 * lists deterministically (hashint4 of the row number), so a run takes seconds and every run
 * produces the same catalogue.
 *
 * Usage: node scripts/bench/generate-catalogue.mjs [--products 100000] [--vendors 1000]
 * Server: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres, loopback only).
 */

import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  benchCategories,
  brandSyllables,
  cities,
  descriptionSentences,
  models,
  productNouns,
  qualifiers,
  vendorCores,
  vendorPrefixes,
} from './catalogue-words.mjs';

/** BENCH_DATABASE: another name, so engineers sharing one PostgreSQL do not drop each other's. */
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'souq_bench';
const migrationsFolder = fileURLToPath(new URL('../../apps/api/drizzle', import.meta.url));

export function benchServerUrl() {
  const url = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`the benchmark only talks to a local PostgreSQL, not ${url.hostname}`);
  }
  return url;
}

export function benchDatabaseUrl() {
  const url = benchServerUrl();
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: benchServerUrl().toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
}

/** Secondary indexes are dropped during the load and rebuilt after: one sort beats 100k inserts. */
async function withoutSecondaryIndexes(client, tables, load) {
  const { rows } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1)
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const { indexname } of rows) await client.query(`drop index "${indexname}"`);
  await load();
  for (const { indexdef } of rows) await client.query(indexdef);
  return rows.length;
}

/**
 * The product card triggers (migration 0014) would rebuild every card after each of the three
 * bulk inserts, with the image and variant indexes dropped; the cards are made once afterwards.
 */
async function withoutCardTriggers(client, load) {
  const tables = ['products', 'product_images', 'product_variants'];
  const { rows } = await client.query(
    `select t.tgname, c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relname = any($1) and t.tgname like '%cards_on_insert'`,
    [tables],
  );
  const toggle = (state) =>
    Promise.all(
      rows.map((row) =>
        client.query(`alter table "${row.relname}" ${state} trigger "${row.tgname}"`),
      ),
    );
  await toggle('disable');
  await load();
  await toggle('enable');
}

/** abs(hashint4(x) % n): a deterministic, well-spread pick in 0..n-1. */
const pick = (expr, n) => `abs(hashint4(${expr}) % ${n})`;

async function insertCategoriesAndVendors(client, vendorCount) {
  for (const [index, category] of benchCategories.entries()) {
    await client.query(
      'insert into categories (slug, name, icon, sort_order) values ($1, $2, $3, $4)',
      [category.slug, category.name, category.icon, index + 1],
    );
  }
  // Names repeat after prefixes x cores; a number keeps later ones apart, as real shops do.
  await client.query(
    `insert into vendor_profiles
       (vendor_name, description, city, formatted_address, latitude, longitude, is_active, status, created_at)
     select
       ($2::text[])[1 + g % cardinality($2::text[])] || ' ' || ($3::text[])[1 + (g / cardinality($2::text[])) % cardinality($3::text[])]
         || case when g >= cardinality($2::text[]) * cardinality($3::text[]) then ' ' || (g / (cardinality($2::text[]) * cardinality($3::text[])) + 1) else '' end,
       'متجر محلي يخدم الزبائن منذ سنوات',
       ($4::text[])[1 + g % cardinality($4::text[])],
       'شارع رقم ' || (g % 90 + 1) || '، ' || ($4::text[])[1 + g % cardinality($4::text[])] || '، سوريا',
       32.5 + (${pick('g', 5000)})::float / 1000,
       35.8 + (${pick('g + 7', 6000)})::float / 1000,
       g % 20 <> 19,
       case when g % 20 <> 19 then 'active' else 'suspended' end,
       timestamptz '2024-01-01T00:00:00Z' + g * interval '1 hour'
     from generate_series(0, $1 - 1) as g`,
    [vendorCount, vendorPrefixes, vendorCores, cities],
  );
}

async function insertProducts(client, productCount) {
  // Numbered copies of vendors and categories so a hash can address them by position.
  await client.query(
    'create temp table bench_vendor as select id, (row_number() over (order by created_at) - 1)::int as ix from vendor_profiles',
  );
  await client.query(
    'create temp table bench_category as select id, (sort_order - 1)::int as ix from categories',
  );
  const { rows } = await client.query('select count(*)::int as n from bench_vendor');
  const vendorCount = rows[0].n;
  await client.query(
    `insert into products
       (vendor_id, category_id, name, description, base_price, currency, stock_count,
        availability_mode, delivery_available, delivery_price, pickup_available,
        payment_cash_on_delivery, payment_shamcash, payment_goldmasters, is_active, status, created_at, updated_at)
     select
       v.id,
       c.id,
       btrim(($1::text[])[1 + h.noun] || ' ' || ($2::text[])[1 + h.qualifier]
         || case when g.i % 5 < 3 then ' ' || ($6::text[])[1 + h.brand % 16]
              || ($6::text[])[1 + h.brand / 16 % 16] || ($6::text[])[1 + h.brand / 256] else '' end
         || ' ' || ($3::text[])[1 + h.model]),
       'منتج ' || ($1::text[])[1 + h.noun] || ' ' || ($2::text[])[1 + h.qualifier] || '. '
         || ($4::text[])[1 + ${pick('g.i + 11', 'cardinality($4::text[])')}] || ' '
         || ($4::text[])[1 + ${pick('g.i + 13', 'cardinality($4::text[])')}] || ' '
         || ($4::text[])[1 + ${pick('g.i + 17', 'cardinality($4::text[])')}],
       ((${pick('g.i + 19', 2000)}) + 1) * 500,
       'SYP',
       ${pick('g.i + 23', 51)},
       case when g.i % 25 = 0 then 'display_only' else 'for_sale' end,
       g.i % 7 <> 0,
       (g.i % 5) * 1000,
       g.i % 3 <> 0,
       true,
       g.i % 2 = 0,
       g.i % 4 = 0,
       g.i % 33 <> 0,
       case when g.i % 33 <> 0 then 'active' else 'draft' end,
       timestamptz '2025-06-01T00:00:00Z' - (g.i / 2) * interval '1 minute',
       timestamptz '2025-06-01T00:00:00Z' - (g.i / 2) * interval '1 minute'
     from generate_series(1, $5) as g(i)
     cross join lateral (
       select ${pick('g.i', 'cardinality($1::text[])')} as noun,
              ${pick('g.i + 3', 'cardinality($2::text[])')} as qualifier,
              ${pick('g.i + 5', 'cardinality($3::text[])')} as model,
              ${pick('g.i + 7', vendorCount)} as vendor,
              ${pick('g.i + 29', 4096)} as brand
     ) as h
     join bench_vendor v on v.ix = h.vendor
     join bench_category c on c.ix = h.noun / 8`,
    [productNouns, qualifiers, models, descriptionSentences, productCount, brandSyllables],
  );
  // One to three images each; variants (size x colour) on about a third of the products.
  await client.query(
    `insert into product_images (product_id, image_url, sort_order, created_at)
     select p.id, '/media/bench/' || p.id || '-' || n || '.webp', n, p.created_at
     from products p cross join lateral generate_series(1, 1 + ${pick('hashtext(p.id::text)', 3)}) as n`,
  );
  await client.query(
    `insert into product_variants (product_id, size, color, price_adjustment, stock_count, created_at)
     select p.id, s.size, col.color, s.extra, ${pick('hashtext(p.id::text || s.size || col.color)', 12)}, p.created_at
     from products p
     cross join (values ('S', 0), ('M', 0), ('L', 500)) as s(size, extra)
     cross join (values ('أسود'), ('أبيض')) as col(color)
     where ${pick('hashtext(p.id::text)', 3)} = 0`,
  );
}

export async function generateCatalogue({
  products = 100_000,
  vendors = 1_000,
  log = console.log,
}) {
  const started = Date.now();
  await recreateDatabase();
  const url = benchDatabaseUrl();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder });
    const client = await pool.connect();
    try {
      await client.query("set maintenance_work_mem = '256MB'");
      await insertCategoriesAndVendors(client, vendors);
      const rebuilt = await withoutSecondaryIndexes(
        client,
        ['products', 'product_images', 'product_variants'],
        () => withoutCardTriggers(client, () => insertProducts(client, products)),
      );
      // Every card once, now that images and variants are in and indexed.
      await client.query('select souq_refresh_product_cards(array(select id from products))');
      await client.query('vacuum (analyze)');
      const { rows } = await client.query(
        `select (select count(*) from products)::int as products,
                (select count(*) from product_images)::int as images,
                (select count(*) from product_variants)::int as variants,
                (select count(*) from vendor_profiles)::int as vendors`,
      );
      log(
        `souq_bench: ${rows[0].products} products, ${rows[0].images} images, ${rows[0].variants} variants, ` +
          `${rows[0].vendors} vendors; ${rebuilt} indexes rebuilt; ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
  return url;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, vendors: { type: 'string' } },
  });
  await generateCatalogue({
    products: Number(values.products ?? 100_000),
    vendors: Number(values.vendors ?? 1_000),
  });
}
