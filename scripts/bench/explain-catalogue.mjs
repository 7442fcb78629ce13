/**
 * Profiling aid: EXPLAIN (ANALYZE, BUFFERS) of the queries the API runs for a product list
 * query string, against the benchmark database (build it with generate-catalogue.mjs first).
 *
 * Usage: node --import tsx scripts/bench/explain-catalogue.mjs 'q=هاتف&sort=price_low' [...]
 *        --summary: timings and scan nodes only; --timing: best of 7 runs, timings only;
 *        --text / --postings: the page from the text tests or from the search index, instead of
 *        the one the API would pick (to compare both on one query).
 */

import { productListQuery } from '@souq/domain/schemas/catalogue';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, SESSION_OPTIONS } from '../../apps/api/src/db/client.ts';
import { postingsPageQuery } from '../../apps/api/src/modules/catalogue/postings-sql.ts';
import {
  countQuery,
  pageQuery,
  textPageQuery,
} from '../../apps/api/src/modules/catalogue/product-sql.ts';
import { catalogueRepository } from '../../apps/api/src/modules/catalogue/repository.ts';
import { resolveQuery } from '../../apps/api/src/modules/catalogue/search-sql.ts';
import { catalogueService, productRequest } from '../../apps/api/src/modules/catalogue/service.ts';
import { benchDatabaseUrl } from './generate-catalogue.mjs';

const args = process.argv.slice(2);
const summary = args.includes('--summary');
const timing = args.includes('--timing');
const pageOf = args.includes('--text')
  ? textPageQuery
  : args.includes('--postings')
    ? postingsPageQuery
    : pageQuery;
const interesting = /Execution Time|Planning Time|Scan|Sort Method|Heap Fetches|Rows Removed/;

/** Fastest planning and execution times of n runs: the least disturbed by other load. */
async function bestOf(n, sql, params) {
  const best = { Planning: Infinity, Execution: Infinity };
  for (let i = 0; i < n; i++) {
    const { rows } = await client.query(`explain (analyze, timing off) ${sql}`, params);
    for (const { 'QUERY PLAN': line } of rows) {
      const match = /^(Planning|Execution) Time: ([\d.]+) ms/.exec(line);
      if (match) best[match[1]] = Math.min(best[match[1]], Number(match[2]));
    }
  }
  return `planning ${best.Planning} ms, execution ${best.Execution} ms`;
}

const dialect = new PgDialect();
const database = await openDatabase({ url: benchDatabaseUrl() });
const service = catalogueService(catalogueRepository(database.db));
// With the API pool's own session options (no parallel workers), so the plans and timings are
// the ones the API gets.
const client = new pg.Client({ connectionString: benchDatabaseUrl(), options: SESSION_OPTIONS });
await client.connect();
try {
  for (const queryString of args.filter((arg) => !arg.startsWith('--'))) {
    const query = productListQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
    const { search } = productRequest(query);
    const filter = await service.productFilter(query);
    const queries = {
      resolve: search?.terms ? resolveQuery(search.terms.words, search.fields) : null,
      page: pageOf(filter),
      count: filter.search ? null : countQuery(filter),
    };
    for (const [name, built] of Object.entries(queries)) {
      if (!built) continue;
      const { sql, params } = dialect.sqlToQuery(built);
      if (timing) {
        console.log(`${queryString} (${name}): ${await bestOf(7, sql, params)}`);
        continue;
      }
      const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
      console.log(`\n=== ${queryString} (${name})`);
      for (const row of rows) {
        const line = row['QUERY PLAN'];
        if (!summary || interesting.test(line)) console.log(line);
      }
    }
  }
} finally {
  await client.end();
  await database.close();
}
