import { lightStems } from '@souq/domain/search/light-stem';
import { adjacentSwaps, alternativeForms } from '@souq/domain/search/query-forms';

/**
 * How a normalised search text becomes words to match (see docs/decisions/006-arabic-search.md).
 * Pure: the SQL built from these lives in search-sql.ts.
 */

/** Words from this length on are matched anywhere inside a word: "هاتف" finds "الهاتف". */
const INFIX_MIN_LENGTH = 3;
/** Words from this length on also match with a typo; shorter ones have too few trigrams. */
const FUZZY_MIN_LENGTH = 4;
/** More words add cost, not precision; the rest of a long query is ignored. */
export const MAX_SEARCH_WORDS = 8;

export interface SearchWord {
  text: string;
  /**
   * infix: anywhere (long words; Arabic glues articles and prepositions onto words).
   * word-prefix: at the start of a word (a short word still being typed: "هاتف 1" finds "هاتف 15").
   * word: a whole word (a short word the shopper has finished: "2" does not find "256").
   */
  match: 'infix' | 'word-prefix' | 'word';
  fuzzy: boolean;
  /**
   * Stems, singulars or plurals and other-script spellings of the word (alternativeForms),
   * matched at the start of a catalogue word after its clitics; they rank below the word.
   */
  forms: string[];
  /** The word (or its clitic-free stem) with two adjacent letters swapped: typo candidates. */
  swaps: string[];
}

export interface SearchTerms {
  /** The words joined by single spaces: compared with whole names for exact and prefix ranks. */
  phrase: string;
  words: SearchWord[];
}

/** Punctuation around a word ("هاتف،" or "(جديد)") is not part of it; inside ("usb-c") it is. */
const edgePunctuation = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * Words of an already normalised text (normalizeArabic), or null when nothing searchable is
 * left (only punctuation): such a query matches nothing rather than everything.
 */
export function searchTerms(normalised: string): SearchTerms | null {
  const texts = [
    ...new Set(
      normalised
        .split(' ')
        .map((word) => word.replace(edgePunctuation, ''))
        .filter(Boolean),
    ),
  ].slice(0, MAX_SEARCH_WORDS);
  if (texts.length === 0) return null;
  const words = texts.map((text, index): SearchWord => {
    const length = [...text].length;
    const isLast = index === texts.length - 1;
    const fuzzy = length >= FUZZY_MIN_LENGTH;
    return {
      text,
      match: length >= INFIX_MIN_LENGTH ? 'infix' : isLast ? 'word-prefix' : 'word',
      fuzzy,
      forms: alternativeForms(text),
      swaps: fuzzy ? swapsOf(text) : [],
    };
  });
  return { phrase: texts.join(' '), words };
}

/** Swaps of the word and of its clitic-free stem ("الفساتن" -> "فستان"), without repeats. */
const swapsOf = (text: string) => [
  ...new Set([text, ...lightStems(text).slice(0, 1)].flatMap(adjacentSwaps)),
];
