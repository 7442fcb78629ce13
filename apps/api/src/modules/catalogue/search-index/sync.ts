import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type Executor, rowsOf } from '../../../db/query';
import { type IndexedPosting, type IndexedProduct, MemorySearchIndex } from './memory-index';
import { type NamedRow, SearchNames } from './names';

/**
 * Keeps a copy of the database's search index in this server's memory
 * (docs/decisions/040-search-index-in-memory.md), with the names search words may mean
 * (names.ts): read whole once, then kept in step through search_index_changes (migration 0024)
 * and search_names_changes (migration 0025), which triggers write with the writing
 * transaction's id.
 *
 * Before each search the copy is brought up to date: one statement reads the snapshot's xmin
 * and the log rows of transactions from the previous xmin on (`lookAlong`, a value the search's
 * cards statement carries, then `caughtUp`; or `current()`, a statement of its own). Every
 * transaction below an xmin had ended when it was read, so its rows are all seen; a
 * transaction at or above it is looked for again next time. A search therefore sees every write
 * that committed before it began, as the SQL path would, and in a cluster every server keeps its
 * own copy. Searches arriving while a look of current() is under way share the next one.
 */

/** Rows per read while copying the whole index (each batch is a few MB of row objects). */
const BATCH = 20_000;
/** Vocabulary tokens whose postings are read per statement while copying the whole index. */
const TOKENS_PER_READ = 500;
/** A copy not brought up to date for this long is read again whole: the log keeps an hour. */
const STALE_AFTER_MS = 30 * 60_000;
/** Looks at the log this often while idle, so that a quiet server does not go stale. */
const IDLE_LOOK_MS = 60_000;

const microsOf = sql`(extract(epoch from created_at) * 1000000)::bigint::text`;

/** search_products rows matching `where`, after it `rest` (an order and a limit). */
const productRows = (db: Executor, where: SQL, rest = sql``) =>
  rowsOf<{
    product_id: string;
    vendor_id: string;
    category_id: string | null;
    created: string;
    name_length: number;
    name_tokens: number;
  }>(
    db,
    sql`select product_id, vendor_id, category_id, ${microsOf} as created, name_length,
      name_tokens from search_products where ${where} ${rest}`,
  );

const toProduct = (row: Awaited<ReturnType<typeof productRows>>[number]): IndexedProduct => ({
  id: row.product_id,
  vendorId: row.vendor_id,
  categoryId: row.category_id,
  createdAtMicros: Number(row.created),
  nameLength: row.name_length,
  nameTokens: row.name_tokens,
});

interface PostingRow {
  token_id: number;
  product_id: string;
  in_name: boolean;
  in_description: boolean;
  name_positions: number;
}
const toPosting = (row: PostingRow): IndexedPosting => ({
  tokenId: row.token_id,
  productId: row.product_id,
  inName: row.in_name,
  inDescription: row.in_description,
  namePositions: row.name_positions,
});

async function newTokens(db: Executor, index: MemorySearchIndex) {
  for (;;) {
    const rows = await rowsOf<{ id: number; token: string }>(
      db,
      sql`select id, token from search_vocabulary where id > ${index.maxTokenId}
        order by id limit ${BATCH}`,
    );
    index.addTokens(rows);
    if (rows.length < BATCH) return;
  }
}

/**
 * The snapshot's xmin and the rows of both logs (products, names) of transactions from `since`
 * on, as one JSON text (souq_search_look, migration 0026: planned once per connection).
 */
const lookValue = (since: string) => sql`souq_search_look(${since}::bigint)`;

const lookStatement = (since: string) => sql`select ${lookValue(since)} as look`;

interface LookAnswer {
  xmin: string;
  changes: [number, string][];
  /** An added catalogue word, or null: every name read again. */
  names: [number, string | null][];
}
const answerOf = (look: string): LookAnswer => JSON.parse(look);

/** Reads the whole index in one snapshot; returns it with the snapshot's xmin. */
async function readWhole(db: Db): Promise<{ index: MemorySearchIndex; xmin: string }> {
  return db.transaction(
    async (tx) => {
      const index = new MemorySearchIndex();
      const [first] = await rowsOf<{ look: string }>(tx, lookStatement('0'));
      await newTokens(tx, index);
      const [counts] = await rowsOf<{ products: number; named: number; described: number }>(
        tx,
        sql`select (select count(*) from search_products)::int as products,
            (count(*) filter (where in_name))::int as named,
            (count(*) filter (where not in_name))::int as described
          from search_postings`,
      );
      index.reserve(counts!);
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = await productRows(
          tx,
          sql`product_id > ${after}`,
          sql`order by product_id limit ${BATCH}`,
        );
        for (const row of rows) index.putProduct(toProduct(row));
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1]!.product_id;
      }
      // Each token's postings as two strings of numbers, by the products' ordinals (their
      // rank in product_id order, as just read): no row object per posting to collect.
      let token = 0;
      for (;;) {
        const rows = await rowsOf<{
          token_id: number;
          named: string | null;
          described: string | null;
        }>(
          tx,
          sql`with ordinals as (
              select product_id, (row_number() over (order by product_id) - 1)::int as ordinal
              from search_products),
            tokens as (
              select id from search_vocabulary where id > ${token} order by id limit ${TOKENS_PER_READ})
            select pp.token_id,
              string_agg(o.ordinal || ' ' || pp.in_description::int || ' ' || pp.name_positions, ' ')
                filter (where pp.in_name) as named,
              string_agg(o.ordinal::text, ' ') filter (where not pp.in_name) as described
            from tokens t
            join search_postings pp on pp.token_id = t.id
            join ordinals o on o.product_id = pp.product_id
            group by pp.token_id`,
        );
        for (const row of rows) index.addTokenPostings(row.token_id, row.named, row.described);
        const [next] = await rowsOf<{ id: number | null }>(
          tx,
          sql`select max(id) as id from (select id from search_vocabulary where id > ${token}
            order by id limit ${TOKENS_PER_READ}) as read`,
        );
        if (next?.id == null) break;
        token = next.id;
      }
      index.trim();
      index.names = await readNames(tx);
      return { index, xmin: answerOf(first!.look).xmin };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every name a search word may mean, as souq_search_word reads them (migration 0023). */
async function readNames(tx: Executor): Promise<SearchNames> {
  const names = new SearchNames();
  const words = await rowsOf<{ word: string }>(tx, sql`select word from catalogue_words`);
  names.addWords(words.map((row) => row.word));
  const stores = await rowsOf<NamedRow>(
    tx,
    sql`select id::text, name_search as name from vendor_profiles
      where is_active and name_search is not null`,
  );
  const categories = await rowsOf<NamedRow>(
    tx,
    sql`select id::text, souq_normalize_ar(name) as name from categories`,
  );
  names.setNamed(stores, categories);
  return names;
}

/** Reads some products again (their current state in the transaction's snapshot). */
async function readAgain(tx: Executor, index: MemorySearchIndex, ids: string[]) {
  await newTokens(tx, index);
  const listed = await productRows(tx, sql`product_id = any(${sql.param(ids)}::uuid[])`);
  const postings = await rowsOf<PostingRow>(
    tx,
    sql`select token_id, product_id, in_name, in_description, name_positions
      from search_postings where product_id = any(${sql.param(ids)}::uuid[])`,
  );
  // Applied at once, with no await between: a search ranking meanwhile sees each product
  // either as it was or as it is, never without its postings.
  for (const id of ids) index.removeProduct(id);
  for (const row of listed) index.putProduct(toProduct(row));
  index.addPostings(postings.map(toPosting));
  if (index.wantsCompacting) index.compact();
}

export interface SearchIndexSync {
  /** The copy brought up to date, or null while it is first read (searches use SQL then). */
  current(): Promise<MemorySearchIndex | null>;
  /**
   * The copy as it is, not brought up to date: for a search that looks at the change log in a
   * statement it runs anyway (lookAlong) and then asks `caughtUp`. Null while it is first read.
   */
  held(): MemorySearchIndex | null;
  /** The look at the change log as a SQL value, to run inside a statement the search runs. */
  lookAlong(): SQL;
  /**
   * Applies what lookAlong's value answered: false when the copy already held everything it
   * names (what was ranked on it stands), true when it had to change (rank again), null when
   * it could not be brought up to date (answer in SQL).
   */
  caughtUp(look: string): Promise<boolean | null>;
  /** Starts reading the copy now rather than at the first search; settles once it is read. */
  warm(): Promise<void>;
  close(): void;
}

export function searchIndexSync(
  db: Db,
  { onError }: { onError?: (error: unknown) => void } = {},
): SearchIndexSync {
  let index: MemorySearchIndex | null = null;
  let loading: Promise<void> | null = null;
  /** The last look's xmin, and the log rows it saw (already applied), of each log. */
  let since = '0';
  let applied = new Set<number>();
  let appliedNames = new Set<number>();
  let lookedAt = 0;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  function load(): Promise<void> {
    if (closed) return Promise.resolve();
    if (loading) return loading;
    loading = readWhole(db)
      .then((whole) => {
        index = whole.index;
        since = whole.xmin;
        applied = new Set();
        appliedNames = new Set();
        lookedAt = Date.now();
        timer ??= setInterval(() => void fresh().catch(() => {}), IDLE_LOOK_MS);
        timer.unref();
      })
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** Takes what a look saw as done: only a newer look than the last moves the mark. */
  function advance(answer: LookAnswer) {
    if (BigInt(answer.xmin) < BigInt(since)) return;
    since = answer.xmin;
    applied = new Set(answer.changes.map(([seq]) => seq));
    appliedNames = new Set(answer.names.map(([seq]) => seq));
    lookedAt = Date.now();
  }

  /**
   * What a look names that the copy does not hold yet: products to read again, the catalogue
   * words added, and whether the names were otherwise rewritten (then all are read again).
   */
  function unapplied(answer: LookAnswer) {
    const products = new Set<string>();
    for (const [seq, id] of answer.changes) if (!applied.has(seq)) products.add(id);
    const words: string[] = [];
    let rewritten = false;
    for (const [seq, word] of answer.names) {
      if (appliedNames.has(seq)) continue;
      if (word === null) rewritten = true;
      else words.push(word);
    }
    return { products: [...products], words, rewritten };
  }

  let rereading: Promise<void> = Promise.resolve();
  let rereads = 0;
  /**
   * Applies a look's answer (false: nothing was new). Added catalogue words come in the answer
   * itself; products it names, or names rewritten, are read again.
   */
  async function apply(answer: LookAnswer): Promise<boolean> {
    const { products, words, rewritten } = unapplied(answer);
    // Not while a reread is under way: its older snapshot could replace the names after.
    if (rereads === 0 && products.length === 0 && !rewritten) {
      index?.names.addWords(words);
      advance(answer);
      return words.length > 0;
    }
    // One reread at a time; each looks again in its own snapshot, with the products and
    // names, so they match what the log says.
    rereads++;
    rereading = rereading
      .catch(() => {})
      .then(() => reread())
      .finally(() => {
        rereads--;
      });
    await rereading;
    return true;
  }

  async function reread() {
    const held = index;
    if (!held) return;
    await db.transaction(
      async (tx) => {
        const [inside] = await rowsOf<{ look: string }>(tx, lookStatement(since));
        const answer = answerOf(inside!.look);
        const { products, words, rewritten } = unapplied(answer);
        if (products.length > 0) await readAgain(tx, held, products);
        if (rewritten) held.names = await readNames(tx);
        else held.names.addWords(words);
        advance(answer);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  async function look() {
    if (!index) return;
    const [row] = await rowsOf<{ look: string }>(db, lookStatement(since));
    await apply(answerOf(row!.look));
  }

  /** The copy, or null when it is not read yet or too long unlooked at (then it is read). */
  function held(): MemorySearchIndex | null {
    if (closed) return null;
    if (index && Date.now() - lookedAt > STALE_AFTER_MS) index = null;
    if (!index) void load();
    return index;
  }

  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  /** A look that starts after the caller asked (one in flight may have begun before). */
  function fresh(): Promise<void> {
    if (!running) {
      running = look().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = null;
        return fresh();
      });
    return queued;
  }

  return {
    async current() {
      if (!held()) return null;
      try {
        await fresh();
      } catch (error) {
        onError?.(error);
        return null;
      }
      return index;
    },
    held,
    lookAlong: () => lookValue(since),
    async caughtUp(look) {
      try {
        return await apply(answerOf(look));
      } catch (error) {
        onError?.(error);
        return null;
      }
    },
    warm: load,
    close() {
      closed = true;
      if (timer) clearInterval(timer);
    },
  };
}
