/**
 * pg_trgm's word similarity in JavaScript (contrib/pg_trgm/trgm_op.c, calc_word_similarity and
 * iterate_word_similarity), so that a server resolving search words in memory (names.ts) finds
 * the typo corrections and similar categories PostgreSQL's `<%` and `<<->` find.
 *
 * The same steps: each word of a text (a run of letters and digits) is lowercased and padded
 * with two spaces before and one after, and cut into trigrams in order; the similarity is the
 * best ratio of shared to all unique trigrams over the extents of the second text that start
 * and end on a trigram of the first, worked out in single precision (float4) as pg_trgm does.
 *
 * One difference, on purpose: PostgreSQL stores a trigram of non-ASCII letters as a 24-bit CRC,
 * so two different trigrams may collide and count as shared; here they are compared as text.
 * Measured equal on every search-quality word against the demo vocabulary
 * (test/search-names.test.ts).
 */

/** pg_trgm.word_similarity_threshold's default: `a <% b` is word_similarity(a, b) >= this. */
const WORD_SIMILARITY_THRESHOLD = 0.6;

/** A character pg_trgm keeps in a word: a letter or a digit (glibc's iswalnum in UTF-8). */
const WORD_CHAR = /[\p{Alphabetic}\p{Nd}]/u;

/** The trigrams of each word of the text, in order (generate_trgm_only). */
export function trigramsOf(text: string): string[] {
  const chars = Array.from(text);
  const trigrams: string[] = [];
  let i = 0;
  while (i < chars.length) {
    while (i < chars.length && !WORD_CHAR.test(chars[i]!)) i++;
    if (i === chars.length) break;
    const start = i;
    while (i < chars.length && WORD_CHAR.test(chars[i]!)) i++;
    const letters = [' ', ' ', ...Array.from(chars.slice(start, i).join('').toLowerCase()), ' '];
    for (let j = 0; j + 2 < letters.length; j++) {
      trigrams.push(letters[j]! + letters[j + 1]! + letters[j + 2]!);
    }
  }
  return trigrams;
}

/** Trigrams as numbers, shared by every text measured against the same query. */
export class TrigramIds {
  private readonly ids = new Map<string, number>();

  /** The trigram's id, given it one if it is new. */
  idOf(trigram: string): number {
    let id = this.ids.get(trigram);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(trigram, id);
    }
    return id;
  }

  /** The trigram's id, or -1 if no text held it. */
  find(trigram: string): number {
    return this.ids.get(trigram) ?? -1;
  }
}

/** A text cut into trigrams once: per position, which of its distinct trigrams is there. */
export interface MeasuredText {
  positions: Int32Array;
  /** Per distinct trigram of the text, its id. */
  distinct: Int32Array;
}

export function measuredText(text: string, ids: TrigramIds): MeasuredText {
  const local = new Map<number, number>();
  const trigrams = trigramsOf(text);
  const positions = new Int32Array(trigrams.length);
  trigrams.forEach((trigram, i) => {
    const id = ids.idOf(trigram);
    let index = local.get(id);
    if (index === undefined) {
      index = local.size;
      local.set(id, index);
    }
    positions[i] = index;
  });
  return { positions, distinct: Int32Array.from(local.keys()) };
}

/** A query's trigrams: the ids some text holds, and how many distinct ones it has in all. */
export interface QueryTrigrams {
  ids: Set<number>;
  unique: number;
}

export function queryTrigrams(query: string, ids: TrigramIds): QueryTrigrams {
  const unique = new Set(trigramsOf(query));
  const known = new Set<number>();
  for (const trigram of unique) {
    const id = ids.find(trigram);
    if (id >= 0) known.add(id);
  }
  return { ids: known, unique: unique.size };
}

/** word_similarity(query, text) for a text measured with the query's ids. */
export function similarityOf(query: QueryTrigrams, text: MeasuredText): number {
  if (query.unique === 0) return 0;
  const found: boolean[] = Array.from(text.distinct, (id) => query.ids.has(id));
  return iterate(text.positions, found, query.unique);
}

/** word_similarity(query, text), both as text. */
export function wordSimilarity(query: string, text: string): number {
  const ids = new TrigramIds();
  const measured = measuredText(text, ids);
  return similarityOf(queryTrigrams(query, ids), measured);
}

/** pg_trgm's CALCSML: a float4 ratio. */
const ratio = (count: number, len1: number, len2: number) =>
  Math.fround(count / (len1 + len2 - count));

/** iterate_word_similarity without the strict and check-only flags, step for step. */
function iterate(indexes: Int32Array, found: boolean[], ulen1: number): number {
  const lastpos = new Int32Array(found.length).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < indexes.length; i++) {
    const trgindex = indexes[i]!;
    if (lower >= 0 || found[trgindex]) {
      if (lastpos[trgindex]! < 0) {
        ulen2++;
        if (found[trgindex]) count++;
      }
      lastpos[trgindex] = i;
    }
    if (!found[trgindex]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = ratio(count, ulen1, ulen2);
    // Also try moving the lower bound up for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const tmp = ratio(tmpCount, ulen1, tmpUlen2);
      if (tmp > current) {
        current = tmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpIndex = indexes[tmpLower]!;
      if (lastpos[tmpIndex] === tmpLower) {
        tmpUlen2--;
        if (found[tmpIndex]) tmpCount--;
      }
    }
    best = Math.max(best, current);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tmpIndex = indexes[tmpLower]!;
      if (lastpos[tmpIndex] === tmpLower) lastpos[tmpIndex] = -1;
    }
  }
  return best;
}

/** `query <% text`. */
export const wordSimilar = (similarity: number) => similarity >= WORD_SIMILARITY_THRESHOLD;

/** `query <<-> text`, the distance `order by` sorts on (a float4). */
export const wordDistance = (similarity: number) => Math.fround(1 - similarity);
