import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/query';
import type { ProductFilter } from './product-sql';
import { CLITICS, escapeRegex, type ResolvedSearch, type ResolvedWord } from './search-sql';
import { type OrderTerm, relevanceTiebreak } from './sort-sql';

/**
 * A search answered from the search index (migration 0018, docs/decisions/031-search-postings.md)
 * instead of testing every matching product's text: the same matches, order and total as
 * searchCondition and relevanceOrder (search-sql.ts), computed from postings.
 *
 * Why it is the same: normalised text has single spaces and query words, forms and spellings
 * have none, so "the name LIKE '%w%'" holds exactly when one of the name's space-separated
 * tokens does, "(^| )w" when a token starts with w, "(^| )w( |$)" and the whole-word LIKE when
 * a token is w, and the forms' regex when a token matches it with the space taken out of its
 * word-start class. So each test runs once per distinct token of the small vocabulary, and
 * each product's answer is an OR over its postings. Phrase and prefix ranks compare the query's
 * words with the name's first tokens (postings carry the name positions 0-30 as bits).
 */

/**
 * Whether the index answers this filter: a plain search, ranked by relevance. Other filters and
 * sorts with q (a shop's or a category's products, a price sort) keep the text tests, which
 * the other filter already narrows; so does a form of two words ("باور بانك"), which spans
 * tokens.
 */
export function answeredByPostings(filter: ProductFilter): boolean {
  // One word only: measured, two words found in many descriptions ("هاتف سامسونج") group
  // 29,000 postings for 401 matches, 4x slower than intersecting the trigram indexes.
  return filter.search?.words.length === 1 && plainRelevanceSearch(filter);
}

/**
 * A search ranked by relevance with no other filter, whose words, forms and spellings are
 * single tokens: what the postings answer exactly (here, and in memory: search-index/rank.ts).
 */
export function plainRelevanceSearch(filter: ProductFilter): boolean {
  const { search } = filter;
  if (!search || search.words.length === 0 || !relevanceOnly(filter)) return false;
  return search.words.every((word) =>
    [word.text, ...word.forms, ...word.spellings].every((text) => !text.includes(' ')),
  );
}

/** No sort, store, product, category or currency: nothing but the words to go by. */
export const relevanceOnly = (
  filter: Pick<ProductFilter, 'sort' | 'vendorId' | 'productId' | 'category' | 'currency'>,
) => !(filter.sort || filter.vendorId || filter.productId || filter.category || filter.currency);

const contains = (text: string) => `%${escapeLike(text)}%`;
const anyOf = (tests: SQL[]) =>
  tests.length > 0 ? sql`(${sql.join(tests, sql` or `)})` : sql`false`;
const allOf = (tests: SQL[]) => sql`(${sql.join(tests, sql` and `)})`;
const sum = (terms: SQL[]) => sql`(${sql.join(terms, sql` + `)})`;
const col = (name: string) => sql.raw(name);

/** The word as typed, on one token (search-sql.ts exactMatch). */
function tokenExact(word: ResolvedWord): SQL {
  if (word.match === 'infix') return sql`v.token like ${contains(word.text)}`;
  if (word.match === 'word-prefix') return sql`v.token like ${`${escapeLike(word.text)}%`}`;
  return sql`v.token = ${word.text}`;
}

/** search-sql.ts formsMatch on one token: a form at its start or after ( / « " -, after clitics. */
const tokenFormStart = (forms: string[]) =>
  sql`v.token ~ ${`(^|[(/«"-])${CLITICS}(${forms.map(escapeRegex).join('|')})`}`;
const tokenHolds = (texts: string[]) =>
  anyOf(texts.map((text) => sql`v.token like ${contains(text)}`));

interface Flag {
  /** Column name of the per-product answer. */
  name: string;
  /**
   * Where the posting must hold its token for the flag: in the description, in the name, or
   * at one of the name's positions (which implies the name).
   */
  where: 'description' | 'name' | { position: number };
  /** The token's test (a vocabulary column, alias v). */
  test: SQL;
}

/**
 * A flag's value on one posting row (alias pp). `nameOnly`: the row comes from the index of
 * name postings (search_postings_name_idx), where in_name holds and in_description is not read.
 */
function postingValue(flag: Flag, nameOnly: boolean): SQL | null {
  if (flag.where === 'description')
    return nameOnly ? null : sql`(pp.in_description and ${flag.test})`;
  if (flag.where === 'name') return nameOnly ? flag.test : sql`(pp.in_name and ${flag.test})`;
  const bit = sql.raw(String(1 << flag.where.position));
  return sql`(pp.name_positions & ${bit} <> 0 and ${flag.test})`;
}

/**
 * The page (and the total, as a window count) of a search the postings answer
 * (answeredByPostings): the same shape of answer as product-sql.ts pageQuery.
 */
export function postingsPageQuery(filter: ProductFilter): SQL {
  const search = filter.search as ResolvedSearch;
  const { words, fields } = search;
  const inName = fields.includes('name');
  const inDescription = fields.includes('description');
  const byVendor = fields.includes('vendor');
  const byCategory = fields.includes('category');
  const last = words.length - 1;

  // Per-token tests (vocabulary columns), and the posting-level answers built on them.
  const tokenTests: SQL[] = [];
  const wanted: SQL[] = [];
  const flags: Flag[] = [];
  const tokenTest = (name: string, test: SQL) => {
    tokenTests.push(sql`${test} as ${col(name)}`);
    return sql`v.${col(name)}`;
  };
  // Tests whose answer counts in a description: a token passing none of them sets no flag on
  // a posting outside the name (postingValue), so only its name postings are read.
  const inDescriptionTests: SQL[] = [];
  words.forEach((word, i) => {
    wanted.push(tokenExact(word));
    const exact = tokenTest(`e${i}`, tokenExact(word));
    if (inDescription) {
      flags.push({ name: `de${i}`, where: 'description', test: exact });
      inDescriptionTests.push(exact);
    }
    if (!inName) return;
    flags.push({ name: `ne${i}`, where: 'name', test: exact });
    const whole = tokenTest(`w${i}`, sql`v.token = ${word.text}`);
    flags.push({ name: `nw${i}`, where: 'name', test: whole });
    if (word.forms.length > 0) {
      const start = tokenTest(`f${i}`, tokenFormStart(word.forms));
      const holds = tokenTest(`l${i}`, tokenHolds(word.forms));
      wanted.push(tokenHolds(word.forms));
      flags.push({ name: `nf${i}`, where: 'name', test: start });
      flags.push({ name: `nl${i}`, where: 'name', test: holds });
    }
    if (word.spellings.length > 0) {
      const spelt = tokenTest(`s${i}`, tokenHolds(word.spellings));
      wanted.push(tokenHolds(word.spellings));
      flags.push({ name: `ns${i}`, where: 'name', test: spelt });
    }
    // Phrase and prefix ranks: word i is the name's token i (the last word: starts it).
    const at = { position: i };
    if (i < last) flags.push({ name: `a${i}`, where: at, test: whole });
    else {
      const starts = tokenTest('p', sql`v.token like ${`${escapeLike(word.text)}%`}`);
      flags.push({ name: 'aw', where: at, test: whole });
      flags.push({ name: 'ap', where: at, test: starts });
    }
  });

  // Stores and categories the words name (resolved ids), with their listed products.
  const idFlags: { name: string; ids: string[]; column: 'vendor_id' | 'category_id' }[] = [];
  words.forEach((word, i) => {
    if (byVendor) {
      idFlags.push({
        name: `v${i}`,
        ids: [...word.vendors.exact, ...word.vendors.similar],
        column: 'vendor_id',
      });
      idFlags.push({ name: `vx${i}`, ids: word.vendors.exact, column: 'vendor_id' });
    }
    if (byCategory) {
      idFlags.push({
        name: `c${i}`,
        ids: [...word.categories.exact, ...word.categories.similar],
        column: 'category_id',
      });
      idFlags.push({ name: `cx${i}`, ids: word.categories.exact, column: 'category_id' });
    }
  });
  const usedIdFlags = idFlags.filter((flag) => flag.ids.length > 0);
  const allFlags = [...flags.map((flag) => flag.name), ...usedIdFlags.map((flag) => flag.name)];
  // Each row's flags as bits of bigint masks (62 per mask), so a product's answer is one
  // bit_or per mask: measured, a bool_or per flag made the aggregate the costliest step.
  const bitOf = (name: string) => {
    const index = allFlags.indexOf(name);
    return { mask: Math.floor(index / 62), bit: sql.raw(`${1n << BigInt(index % 62)}::bigint`) };
  };
  const maskCount = Math.ceil(allFlags.length / 62);
  const flagOf = (name: string) => {
    if (!allFlags.includes(name)) return sql`false`;
    const { mask, bit } = bitOf(name);
    return sql`(p.${col(`m${mask}`)} & ${bit} <> 0)`;
  };
  const masksOf = (testOf: (name: string) => SQL | null) =>
    Array.from({ length: maskCount }, (_, mask) => {
      const bits = allFlags.flatMap((name) => {
        const value = testOf(name);
        const position = bitOf(name);
        return value && position.mask === mask
          ? [sql`case when ${value} then ${position.bit} else 0 end`]
          : [];
      });
      return sql`(${bits.length > 0 ? sql.join(bits, sql` | `) : sql`0::bigint`}) as ${col(`m${mask}`)}`;
    });
  const masksNotEmpty = sql.join(
    Array.from({ length: maskCount }, (_, mask) => sql`${col(`m${mask}`)} <> 0`),
    sql` or `,
  );

  // The postings of the matching tokens, each row with its flags as masks. Postings that set
  // no flag (say, a description holding a typo's correction) are dropped before the aggregate:
  // fewer products to group. The masks are worked out once per row, in a subquery kept as it
  // is (offset 0), not again for the filter.
  const postingsOf = (tokens: SQL, nameOnly: boolean) => {
    const masks = masksOf((name) => {
      const flag = flags.find((f) => f.name === name);
      return flag ? postingValue(flag, nameOnly) : null;
    });
    // Only the name postings (the partial index search_postings_name_idx), or those in a
    // searched field.
    const field = nameOnly
      ? sql` and pp.in_name`
      : inName && inDescription
        ? sql``
        : inName
          ? sql` and pp.in_name`
          : sql` and pp.in_description`;
    return sql`select * from (select pp.product_id as id, pp.created_at, pp.name_length,
        pp.name_tokens, ${sql.join(masks, sql`, `)}
      from vocabulary v join search_postings pp on pp.token_id = v.id${field}
      where ${tokens} offset 0) as posting
      where ${masksNotEmpty}`;
  };
  // A token that counts in descriptions reads all its postings; any other one only those in
  // names: a typo's correction such as "سامسونج" is in 24,000 descriptions but 3,800 names.
  const countsInDescription = inDescriptionTests.length > 0 ? anyOf(inDescriptionTests) : null;
  const postingRows = !(inName || inDescription)
    ? []
    : !countsInDescription
      ? [postingsOf(sql`true`, true)]
      : !inName
        ? [postingsOf(countsInDescription, false)]
        : [
            postingsOf(countsInDescription, false),
            postingsOf(sql`not ${countsInDescription}`, true),
          ];
  const idRows = (['vendor_id', 'category_id'] as const).flatMap((column) => {
    const own = usedIdFlags.filter((flag) => flag.column === column);
    if (own.length === 0) return [];
    const ids = [...new Set(own.flatMap((flag) => flag.ids))];
    return [
      sql`select sp.product_id as id, sp.created_at, sp.name_length, sp.name_tokens,
        ${sql.join(
          masksOf((name) => {
            const flag = own.find((f) => f.name === name);
            return flag ? sql`sp.${col(column)} in ${flag.ids}` : null;
          }),
          sql`, `,
        )}
      from search_products sp where sp.${col(column)} in ${ids}`,
    ];
  });
  if ((postingRows.length === 0 && idRows.length === 0) || allFlags.length === 0)
    return sql`select null::int as total, null::text as card where false`;

  const masks = Array.from({ length: maskCount }, (_, mask) => col(`m${mask}`));
  // One row per product, its flags or-ed. A product's ranking attributes are the same on all
  // its rows: grouped by, not aggregated.
  const grouped = (rows: SQL[]) => sql`select id, created_at, name_length, name_tokens,
      ${sql.join(
        masks.map((mask) => sql`bit_or(${mask}) as ${mask}`),
        sql`, `,
      )}
    from (${sql.join(rows, sql` union all `)}) as hit
    group by id, created_at, name_length, name_tokens`;
  const posted = postingRows.length > 0 ? grouped(postingRows) : null;
  // The products of the stores and categories the words name, each once (grouped when a word
  // names both); their masks worked out once (offset 0), not again at each flag read.
  const named =
    idRows.length === 0 ? null : idRows.length === 1 ? sql`${idRows[0]} offset 0` : grouped(idRows);

  // Every word in some searched field (search-sql.ts searchCondition).
  const matchesOf = (flagOf: (name: string) => SQL) =>
    allOf(
      words.map((_, i) =>
        anyOf([
          ...(inName ? [flagOf(`ne${i}`), flagOf(`nf${i}`), flagOf(`ns${i}`)] : []),
          ...(byVendor ? [flagOf(`v${i}`)] : []),
          ...(byCategory ? [flagOf(`c${i}`)] : []),
          ...(inDescription ? [flagOf(`de${i}`)] : []),
        ]),
      ),
    );
  const termsOf = (flagOf: (name: string) => SQL) => [
    ...relevance(search, flagOf),
    ...relevanceTiebreak,
  ];
  const keysOf = (terms: OrderTerm[]) =>
    sql.join(
      terms.map((term, i) => sql`${term.key} as ${col(`k${i}`)}`),
      sql`, `,
    );
  const terms = termsOf(flagOf);
  const keyNames = sql.raw(terms.map((_, i) => `k${i}`).join(', '));
  const order = (table: string) =>
    sql.raw(terms.map((term, i) => `${table}k${i} ${term.direction}`).join(', '));
  // The vocabulary tokens of the words, with their tests: read once, used by both kinds of
  // posting rows.
  const vocabulary = sql`vocabulary as (
      select v.id, ${sql.join(tokenTests, sql`, `)} from search_vocabulary v
      where ${anyOf(wanted)} offset 0
    )`;
  const cards = sql`select page.total::int as total, pc.card
    from page
    join product_cards pc on pc.product_id = page.id
    order by ${order('page.')}`;
  if (!posted || !named)
    return sql`with ${vocabulary}, page as (
      select p.id, ${keysOf(terms)}, count(*) over () as total
      from (${posted ?? named}) p where ${matchesOf(flagOf)}
      order by ${order('')}
      limit ${filter.limit} offset ${filter.offset}
    ) ${cards}`;

  // Postings and named products both. A product found only through its store or category (no
  // posting: a "loner") holds no token flag, so its rank keys are those of its store's and
  // category's flags alone (namedFlagOf: the token flags are false, which the planner folds).
  // Loners are not grouped with the postings: the products with postings take their store's
  // and category's flags by a join ("hits"), and loners are ranked apart, the page merging
  // the first offset + limit of each. With names searched a loner ranks in the last tier (5):
  // when that many hits rank above it, loners are only counted, never ranked (a one-time
  // filter). The total: hits, plus named products, less the named products that are hits.
  // (A word naming 38 stores brings 3,667 products, of which 176 hold it in their postings.)
  const idFlagNames = new Set(usedIdFlags.map((flag) => flag.name));
  const namedFlagOf = (name: string) => (idFlagNames.has(name) ? flagOf(name) : sql`false`);
  const namedMatches = matchesOf(namedFlagOf);
  const first = filter.offset + filter.limit;
  // k0 is the tier when names are searched (relevance).
  const lonersNeeded = inName
    ? sql`(select count(*) from hits where k0 < ${sql.raw(String(NAMELESS_TIER))}) < ${first}`
    : sql`true`;
  // posted is read twice (hits, and loners when needed): a CTE, its postings read once. The
  // join is kept as it is (offset 0): otherwise each flag read ors the masks again. When
  // loners are needed (few products hold the word in their names) this costs more than
  // grouping them with the postings did (decision 031, addendum "loners").
  return sql`with ${vocabulary}, posted as (${posted}), named as (${named}), hits as (
      select p.id, ${keysOf(terms)}, count(*) over () as n,
        count(*) filter (where ${namedMatches}) over () as named_n
      from (select a.id, a.created_at, a.name_length, a.name_tokens,
          ${sql.join(
            masks.map((mask) => sql`a.${mask} | coalesce(b.${mask}, 0) as ${mask}`),
            sql`, `,
          )}
        from posted a left join named b on b.id = a.id offset 0) p
      where ${matchesOf(flagOf)}
      order by ${order('')} limit ${first}
    ), loners as (
      select p.id, ${keysOf(termsOf(namedFlagOf))}
      from named p
      where ${lonersNeeded} and ${namedMatches}
        and not exists (select from posted a where a.id = p.id)
      order by ${order('')} limit ${first}
    ), page as (
      select ${keyNames}, id,
        coalesce((select max(n) - max(named_n) from hits), 0)
          + (select count(*) from named p where ${namedMatches}) as total
      from (select id, ${keyNames} from hits union all select id, ${keyNames} from loners) as ranked
      order by ${order('')}
      limit ${filter.limit} offset ${filter.offset}
    ) ${cards}`;
}

/**
 * The tier (first rank key when names are searched) of a product whose name holds no word: a
 * product found only through its store, its category or its description.
 */
const NAMELESS_TIER = 5;

/** search-sql.ts relevanceOrder, read from the per-product flags. */
function relevance(search: ResolvedSearch, flagOf: (name: string) => SQL): OrderTerm[] {
  const { words, fields } = search;
  const exactAnywhere = words.map(
    (_, i) =>
      sql`${anyOf(
        (['name', 'vendor', 'category', 'description'] as const)
          .filter((field) => fields.includes(field))
          .map((field) =>
            flagOf(
              { name: `ne${i}`, vendor: `vx${i}`, category: `cx${i}`, description: `de${i}` }[
                field
              ],
            ),
          ),
      )}::int`,
  );
  const exactCount: OrderTerm = { key: sum(exactAnywhere), direction: 'desc' };
  if (!fields.includes('name')) return [exactCount];
  const exactName = words.map((_, i) => flagOf(`ne${i}`));
  const formInName = words.map((_, i) => anyOf([flagOf(`ne${i}`), flagOf(`nl${i}`)]));
  const nearName = words.map((_, i) =>
    anyOf([flagOf(`ne${i}`), flagOf(`nl${i}`), flagOf(`ns${i}`)]),
  );
  const leading = words.slice(0, -1).map((_, i) => flagOf(`a${i}`));
  const tier = sql`case
    when ${allOf([...leading, flagOf('aw'), sql`p.name_tokens = ${words.length}`])} then 0
    when ${allOf([...leading, flagOf('ap')])} then 1
    when ${allOf(exactName)} then 2
    when ${allOf(formInName)} then 3
    when ${allOf(nearName)} then 4
    else ${sql.raw(String(NAMELESS_TIER))} end`;
  return [
    { key: tier, direction: 'asc' },
    { key: sum(words.map((_, i) => sql`${flagOf(`nw${i}`)}::int`)), direction: 'desc' },
    { key: sum(exactName.map((found) => sql`${found}::int`)), direction: 'desc' },
    exactCount,
    { key: sql`p.name_length`, direction: 'asc' },
  ];
}
