import type { SearchField } from '@souq/domain/schemas/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/query';
import type { SearchWord } from './search-terms';
import type { OrderTerm } from './sort-sql';

/**
 * The search as SQL (docs/decisions/006-arabic-search.md), in two steps:
 * 1. resolveQuery: per word, the catalogue words it may be a typo of (pg_trgm against the small
 *    catalogue_words vocabulary) and the ids of matching vendors and categories (small tables);
 * 2. searchCondition / relevanceOrder over the product page query's alias p (products), using
 *    only LIKE, regex and id lists.
 * Per product, matching is then plain LIKE on stored normalised columns, answered by the GIN
 * trigram indexes; no similarity is computed per product.
 */

/** Catalogue words tried in place of a mistyped word, closest first. */
export const MAX_SPELLINGS = 5;
/** Bounds the id lists a very common word (say "متجر") could produce. */
export const MAX_IDS_PER_WORD = 500;

/** Ids of rows whose name holds the word, and of those whose name holds it only with a typo. */
interface IdMatches {
  exact: string[];
  similar: string[];
}

export interface ResolvedWord extends SearchWord {
  /** Catalogue words a typo of this word may have meant (not containing it). */
  spellings: string[];
  vendors: IdMatches;
  categories: IdMatches;
}

export interface ResolvedSearch {
  phrase: string;
  words: ResolvedWord[];
  fields: readonly SearchField[];
}

/** In a PostgreSQL regex a backslash before a non-alphanumeric character makes it literal. */
export const escapeRegex = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

/**
 * The word as the shopper typed it. Word boundaries are spaces (normalised text has single
 * spaces only); spelled `(^| )`, unlike \m or [^[:alnum:]], pg_trgm can still use its index.
 */
function exactMatch(column: SQL, word: SearchWord): SQL {
  if (word.match === 'infix') return sql`${column} like ${contains(word.text)}`;
  const end = word.match === 'word' ? '( |$)' : '';
  return sql`${column} ~ ${`(^| )${escapeRegex(word.text)}${end}`}`;
}

/** Clitics a catalogue word may carry before a form: "بالزيت" holds the form "زيت". */
export const CLITICS = '(و|ف|ب|ك|ل)?(ال|لل)?';
/**
 * What may come before a catalogue word: a space or an opening bracket, quote, slash or dash
 * ("مدفأة مازوت (صوبيا)"). A short list, not [^[:alnum:]]: pg_trgm cannot index a negated class.
 */
export const WORD_START = '(^|[ (/«"-])';

/**
 * One of the word's forms (stems, singular or plural, other-script spellings) at the start of a
 * catalogue word, after its clitics: one regex for all of them, so each row is tested once.
 * Not anywhere inside: a three-letter stem inside any word would match too much. pg_trgm
 * answers the regex from the forms' trigrams.
 */
/**
 * `confirmStart` false: the LIKEs alone. Ranking runs on rows that already matched, for every
 * one of them: there "holds a form" is enough (measured: the word-start regex per ranked row
 * cost a common two-word search half its throughput at 100k products).
 */
function formsMatch(column: SQL, forms: string[], confirmStart = true): SQL {
  // The LIKEs first: a plain substring test rejects most rows far faster than the regex, which
  // then only confirms the word start.
  const likes = sql`(${sql.join(
    forms.map((form) => sql`${column} like ${contains(form)}`),
    sql` or `,
  )})`;
  if (!confirmStart) return likes;
  const regex = `${WORD_START}${CLITICS}(${forms.map(escapeRegex).join('|')})`;
  return sql`(${likes} and ${column} ~ ${regex})`;
}

/** The word, one of its forms or, in names only, one of the spellings it may be a typo of. */
function nameMatch(word: ResolvedWord): SQL {
  const spellings = word.spellings.map((spelling) => sql`p.name_search like ${contains(spelling)}`);
  const forms = word.forms.length > 0 ? [formsMatch(sql`p.name_search`, word.forms)] : [];
  return sql`(${sql.join([exactMatch(sql`p.name_search`, word), ...forms, ...spellings], sql` or `)})`;
}

/**
 * One round trip for every word: rows of (word index, kind, value, exact), where kind is
 * spelling (a catalogue word the word may be a typo of), vendor or category (an id). The
 * database function souq_search_word (migration 0023) looks each word up: its statements are
 * planned once per connection instead of on every search, and this text depends only on the
 * number of words, so it runs as a named statement. The patterns are worked out here.
 */
export function resolveQuery(words: SearchWord[], fields: readonly SearchField[]): SQL | null {
  const namesSearched = fields.includes('name') || fields.includes('vendor');
  const vendors = fields.includes('vendor');
  const categories = fields.includes('category');
  // Typos are looked for in names only (the words as typed elsewhere).
  const spellings = (word: SearchWord) => word.fuzzy && namesSearched;
  if (!vendors && !categories && !words.some(spellings)) return null;
  const calls = words.map((word, index) => {
    const infix = word.match === 'infix';
    const end = word.match === 'word' ? '( |$)' : '';
    const formsRegex =
      word.forms.length > 0
        ? `${WORD_START}${CLITICS}(${word.forms.map(escapeRegex).join('|')})`
        : null;
    return sql`select ${sql.raw(String(index))} as word, r.kind, r.value, r.exact
      from souq_search_word(${word.text}, ${contains(word.text)},
        ${infix ? contains(word.text) : null}::text,
        ${infix ? null : `(^| )${escapeRegex(word.text)}${end}`}::text,
        ${sql.param(word.forms.map(contains))}::text[], ${formsRegex}::text,
        ${sql.param(spellings(word) ? word.swaps : [])}::text[], ${spellings(word)},
        ${vendors}, ${categories}, ${word.fuzzy}, ${MAX_SPELLINGS}, ${MAX_IDS_PER_WORD}) as r`;
  });
  return sql.join(calls, sql` union all `);
}

/**
 * Every word must match in at least one searched field. Vendors and categories come in as id
 * lists, so each branch of the OR has a products index: trigram GIN for text, btree for ids.
 */
export function searchCondition(search: ResolvedSearch): SQL {
  const perWord = search.words.map((word) => {
    const branches = cheapestFirst(search.fields).flatMap((field): SQL[] => {
      switch (field) {
        case 'name':
          return [nameMatch(word)];
        case 'vendor':
          return idIn(sql`p.vendor_id`, allIds(word.vendors));
        case 'category':
          return idIn(sql`p.category_id`, allIds(word.categories));
        default:
          // Exactly, like typos: a forms regex over long descriptions tripled the cost of a
          // common word on 100k products (docs/decisions/006-arabic-search.md "Word forms").
          return [exactMatch(sql`p.description_search`, word)];
      }
    });
    return branches.length > 0 ? sql`(${sql.join(branches, sql` or `)})` : sql`false`;
  });
  return sql.join(perWord, sql` and `);
}

/** OR stops at the first true branch: short names and id lists before long descriptions. */
const cheapestFirst = (fields: readonly SearchField[]) =>
  (['name', 'vendor', 'category', 'description'] as const).filter((f) => fields.includes(f));

const allIds = (matches: IdMatches) => [...matches.exact, ...matches.similar];
/** `column in (...)` as a list of zero or one condition (an empty IN list is not SQL). */
const idIn = (column: SQL, ids: string[]): SQL[] =>
  ids.length > 0 ? [sql`${column} in ${ids}`] : [];

/** The word exactly (no typo) in one field of a matching product. */
function exactIn(field: SearchField, word: ResolvedWord): SQL {
  switch (field) {
    case 'name':
      return exactMatch(sql`p.name_search`, word);
    case 'description':
      return exactMatch(sql`p.description_search`, word);
    case 'vendor':
      return idIn(sql`p.vendor_id`, word.vendors.exact)[0] ?? sql`false`;
    case 'category':
      return idIn(sql`p.category_id`, word.categories.exact)[0] ?? sql`false`;
  }
}

const sum = (terms: SQL[]) => sql`(${sql.join(terms, sql` + `)})`;
const anyOf = (tests: (SQL | null)[]) =>
  sql`(${sql.join(
    tests.filter((test) => test !== null),
    sql` or `,
  )})`;
const allOf = (tests: SQL[]) => sql`(${sql.join(tests, sql` and `)})`;

/**
 * A search's ranking as ORDER BY terms, and the tests they read. Each test (the word in the
 * name, in the description, one of its forms, a whole word ...) is a column of the matching
 * rows, computed once per row (`tests`, read as p.<name>), not once per place the ranking uses
 * it: the tier alone used the name test up to three times. Measured on "زيت" at 100k products
 * (7,849 matches): 46 -> 26 ms, the same page.
 */
export interface Relevance {
  terms: OrderTerm[];
  /** "<test> as <name>" for the matching rows' select list (product-sql.ts matchingRows). */
  tests: SQL[];
}

/**
 * Relevance, best first, as ORDER BY terms (the newest-then-id tiebreak follows):
 * 1. tier: the whole name is the query (0), starts with it (1), has every word exactly (2),
 *    has every word exactly or as a form: stem, singular/plural, other script (3), has every
 *    word allowing typos too (4), anything else, e.g. found in the description (5);
 * 2. whole words: words of the query that are whole words of the name ("زيت" before "زيتون");
 * 3. name coverage: words of the query found in the name as typed;
 * 4. exact over forms and corrections: words found exactly in some searched field;
 * 5. shorter names first: of two names holding the query, the shorter is the closer.
 * The name terms apply only when the name is among the searched fields.
 */
export function relevanceOrder(search: ResolvedSearch): Relevance {
  const { words, fields, phrase } = search;
  const tests: SQL[] = [];
  /** A test computed once per matching row; the terms read its column. */
  const once = (name: string, test: SQL): SQL => {
    tests.push(sql`${test} as ${sql.raw(name)}`);
    return sql.raw(`p.${name}`);
  };
  const exactName = words.map((word, i) => once(`r_name_${i}`, exactIn('name', word)));
  const exactAnywhere = words.map(
    (word, i) =>
      sql`${anyOf(
        cheapestFirst(fields).map((field) =>
          field === 'name' ? exactName[i]! : once(`r_${field}_${i}`, exactIn(field, word)),
        ),
      )}::int`,
  );
  const exactCount: OrderTerm = { key: sum(exactAnywhere), direction: 'desc' };
  if (!fields.includes('name')) return { terms: [exactCount], tests };

  // The ranking runs on every match: forms here are their LIKEs alone (formsMatch).
  const formName = words.map((word, i) =>
    word.forms.length > 0
      ? once(`r_form_${i}`, formsMatch(sql`p.name_search`, word.forms, false))
      : null,
  );
  const spellingName = words.map((word, i) =>
    word.spellings.length > 0
      ? once(
          `r_spelling_${i}`,
          anyOf(word.spellings.map((spelling) => sql`p.name_search like ${contains(spelling)}`)),
        )
      : null,
  );
  const formInName = words.map((_, i) => anyOf([exactName[i]!, formName[i] ?? null]));
  const nearName = words.map((_, i) =>
    anyOf([exactName[i]!, formName[i] ?? null, spellingName[i] ?? null]),
  );
  const tier = sql`case
    when ${once('r_phrase', sql`p.name_search = ${phrase}`)} then 0
    when ${once('r_prefix', sql`p.name_search like ${`${escapeLike(phrase)}%`}`)} then 1
    when ${allOf(exactName)} then 2
    when ${allOf(formInName)} then 3
    when ${allOf(nearName)} then 4
    else 5 end`;
  // A LIKE on the padded name, not a regex: this runs for every match being ranked.
  const wholeWords = sum(
    words.map(
      (word, i) =>
        sql`${once(
          `r_whole_${i}`,
          sql`((' ' || p.name_search || ' ') like ${`% ${escapeLike(word.text)} %`})`,
        )}::int`,
    ),
  );
  // Words as typed only: forms and corrections already place a row by tier, and testing them
  // again here for every ranked row cost a common word a third of its throughput.
  const coverage = sum(exactName.map((found) => sql`${found}::int`));
  return {
    terms: [
      { key: tier, direction: 'asc' },
      { key: wholeWords, direction: 'desc' },
      { key: coverage, direction: 'desc' },
      exactCount,
      { key: sql`length(p.name_search)`, direction: 'asc' },
    ],
    tests,
  };
}
