import type { SearchField } from '@souq/domain/schemas/catalogue';
import {
  CLITICS,
  MAX_IDS_PER_WORD,
  MAX_SPELLINGS,
  type ResolvedSearch,
  type ResolvedWord,
  WORD_START,
} from '../search-sql';
import type { SearchTerms, SearchWord } from '../search-terms';
import { pairsOf } from './letter-pairs';
import {
  type MeasuredText,
  measuredText,
  type QueryTrigrams,
  queryTrigrams,
  similarityOf,
  TrigramIds,
  wordDistance,
  wordSimilar,
} from './word-similarity';

/**
 * What search words may mean, resolved in this server's memory: the work of the database's
 * souq_search_word (migration 0023, search-sql.ts resolveQuery) over copies of the names it
 * reads (docs/decisions/040-search-index-in-memory.md, addendum "names in memory"):
 * - the catalogue words a mistyped word may have meant (catalogue_words, pg_trgm's `<%` and
 *   `<<->` as word-similarity.ts);
 * - the active stores and the categories whose names hold the word, a form of it or one of
 *   its corrections.
 * Same rows in the same order as the function, so a search resolved here and one resolved in
 * SQL are the same search (test/search-names.test.ts compares them).
 */

export interface NamedRow {
  id: string;
  /** Normalised as the function compares it (vendor_profiles.name_search, souq_normalize_ar). */
  name: string;
}

/** Literal in a JavaScript regex with the u flag, which refuses escapes it does not need ("\\-"). */
export const jsRegexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');

/** Strings in PostgreSQL's "C" collation: by code point, not by UTF-16 unit. */
function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) return x.done ? (y.done ? 0 : -1) : 1;
    const difference = x.value.codePointAt(0)! - y.value.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
}

/** Exact ones first, then by id (uuids compare as their lowercase text). */
const exactThenId = (a: { id: string; exact: boolean }, b: { id: string; exact: boolean }) =>
  a.exact === b.exact ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.exact ? -1 : 1;

/** The word's tests on a name, as the function's patterns (search-sql.ts resolveQuery). */
function nameTests(word: SearchWord) {
  const { text } = word;
  const end = word.match === 'word' ? '( |$)' : '';
  const exactRegex =
    word.match === 'infix' ? null : new RegExp(`(^| )${jsRegexEscape(text)}${end}`, 'u');
  const exact = (name: string) => (exactRegex ? exactRegex.test(name) : name.includes(text));
  const formRegex =
    word.forms.length > 0
      ? new RegExp(`${WORD_START}${CLITICS}(${word.forms.map(jsRegexEscape).join('|')})`, 'u')
      : null;
  // The plain LIKEs first: most names hold none of the forms.
  const form = (name: string) =>
    word.forms.some((f) => name.includes(f)) && formRegex?.test(name) === true;
  return { exact, form };
}

/**
 * Named rows (stores) found by what their names hold: a name holding a text holds each of its
 * letter pairs, so only the rows holding the text's rarest pair are tested.
 */
class NamedRows {
  private readonly byPair = new Map<string, number[]>();

  constructor(readonly rows: NamedRow[]) {
    rows.forEach((row, position) => {
      for (const pair of new Set(pairsOf(row.name))) {
        const list = this.byPair.get(pair);
        if (list) list.push(position);
        else this.byPair.set(pair, [position]);
      }
    });
  }

  /** Positions of the rows that may hold the needle (all of them for a single letter). */
  private mayHold(needle: string): Iterable<number> {
    let rarest: number[] | undefined;
    for (const pair of pairsOf(needle)) {
      const list = this.byPair.get(pair) ?? [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest ?? this.rows.keys();
  }

  /** Rows whose name holds one of the needles and passes the test, in row order. */
  holding(needles: string[], test: (name: string) => boolean): NamedRow[] {
    const marked = new Uint8Array(this.rows.length);
    for (const needle of needles) {
      for (const position of this.mayHold(needle)) {
        if (this.rows[position]!.name.includes(needle)) marked[position] = 1;
      }
    }
    return this.rows.filter((row, i) => marked[i] === 1 && test(row.name));
  }
}

/**
 * A text's word similarity is at most the share of the query's trigrams it holds, so one
 * holding less than 60% of them is not measured. A margin below 0.6: pg_trgm compares a float4
 * ratio, which may round up to it.
 */
const mayBeSimilar = (holds: number, query: QueryTrigrams) => holds / query.unique >= 0.59;

/** `query <% text`, measuring only a text that may be similar. */
function similarEnough(query: QueryTrigrams, text: MeasuredText): boolean {
  let holds = 0;
  for (const id of text.distinct) if (query.ids.has(id)) holds++;
  return mayBeSimilar(holds, query) && wordSimilar(similarityOf(query, text));
}

export class SearchNames {
  private readonly trigramIds = new TrigramIds();
  /** Catalogue words, each cut into trigrams once. */
  private readonly words = new Map<string, MeasuredText>();
  private readonly wordTexts: string[] = [];
  /** Catalogue words (their positions in wordTexts) by trigram id. */
  private readonly byTrigram: number[][] = [];
  /** Per catalogue word, while one search counts: how many of its trigrams the word shares. */
  private shared = new Int32Array(0);
  private stores = new NamedRows([]);
  private categories: NamedRow[] = [];
  private categoryTrigrams: MeasuredText[] = [];

  /** Catalogue words (only ever added, migration 0004). */
  addWords(words: Iterable<string>) {
    for (const word of words) {
      if (this.words.has(word)) continue;
      const measured = measuredText(word, this.trigramIds);
      this.words.set(word, measured);
      const position = this.wordTexts.push(word) - 1;
      for (const id of measured.distinct) {
        const list = this.byTrigram[id];
        if (list) list.push(position);
        else this.byTrigram[id] = [position];
      }
    }
  }

  /** Every active store and every category, replacing the ones held. */
  setNamed(stores: NamedRow[], categories: NamedRow[]) {
    this.stores = new NamedRows(stores);
    this.categories = categories;
    this.categoryTrigrams = categories.map((row) => measuredText(row.name, this.trigramIds));
  }

  /** What resolveSearch answers, for these words and fields. */
  resolve(terms: SearchTerms | null, fields: readonly SearchField[]): ResolvedSearch {
    const namesSearched = fields.includes('name') || fields.includes('vendor');
    const words = (terms?.words ?? []).map(
      (word): ResolvedWord => this.resolveWord(word, fields, word.fuzzy && namesSearched),
    );
    return { phrase: terms?.phrase ?? '', words, fields };
  }

  private resolveWord(
    word: SearchWord,
    fields: readonly SearchField[],
    correct: boolean,
  ): ResolvedWord {
    const query = queryTrigrams(word.text, this.trigramIds);
    const spellings = correct && !this.words.has(word.text) ? this.spellingsOf(word, query) : [];
    const tests = nameTests(word);
    // Every test needs the name to hold the word, one of its forms or one of its corrections.
    const stores = fields.includes('vendor')
      ? this.stores.holding(
          [word.text, ...word.forms, ...spellings],
          (name) =>
            tests.exact(name) ||
            tests.form(name) ||
            spellings.some((spelling) => name.includes(spelling)),
        )
      : [];
    const categories = fields.includes('category')
      ? this.categories.filter(
          (category, i) =>
            tests.exact(category.name) ||
            (word.fuzzy && similarEnough(query, this.categoryTrigrams[i]!)),
        )
      : [];
    const split = (rows: NamedRow[]) => {
      const matches = rows
        .map((row) => ({ id: row.id, exact: tests.exact(row.name) }))
        .sort(exactThenId)
        .slice(0, MAX_IDS_PER_WORD);
      return {
        exact: matches.filter((m) => m.exact).map((m) => m.id),
        similar: matches.filter((m) => !m.exact).map((m) => m.id),
      };
    };
    return { ...word, spellings, vendors: split(stores), categories: split(categories) };
  }

  /**
   * Catalogue words within typo distance of a word the catalogue does not use, closest first
   * (then by code point), leaving out those holding it; then its adjacent-letter swaps that are
   * catalogue words. Only the words holding enough of its trigrams are measured.
   */
  private spellingsOf(word: SearchWord, query: QueryTrigrams): string[] {
    if (this.shared.length < this.wordTexts.length) {
      this.shared = new Int32Array(this.wordTexts.length * 2);
    }
    const touched: number[] = [];
    for (const id of query.ids) {
      for (const position of this.byTrigram[id] ?? []) {
        const holds = this.shared[position]!;
        if (holds === 0) touched.push(position);
        this.shared[position] = holds + 1;
      }
    }
    const close: { candidate: string; distance: number }[] = [];
    for (const position of touched) {
      const holds = this.shared[position]!;
      this.shared[position] = 0;
      if (!mayBeSimilar(holds, query)) continue;
      const candidate = this.wordTexts[position]!;
      if (candidate.includes(word.text)) continue;
      const similarity = similarityOf(query, this.words.get(candidate)!);
      if (wordSimilar(similarity)) close.push({ candidate, distance: wordDistance(similarity) });
    }
    const closest = close
      .sort((a, b) => a.distance - b.distance || byCodePoint(a.candidate, b.candidate))
      .slice(0, MAX_SPELLINGS)
      .map((c) => c.candidate);
    const swapped = word.swaps.filter((swap) => this.words.has(swap)).sort(byCodePoint);
    return [...closest, ...swapped];
  }
}
