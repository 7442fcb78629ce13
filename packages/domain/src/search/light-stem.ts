/**
 * Arabic light stemming of one normalised search word (normalizeArabic: ة is ه, hamza forms of
 * alef are ا, ى is ي), after the light stemmer of Larkey et al. that Elasticsearch's arabic
 * analyzer uses: strip the article and the one-letter conjunctions and prepositions glued to a
 * word (و ف ب ك ل, ال, وال, بال, لل ...), then one common suffix (ات ون ين ان ه ها ي ...).
 * Unlike that stemmer it never leaves fewer than three letters, and strips a lone one-letter
 * prefix or a two-letter suffix only when four letters remain: "كريم" must not become "ريم",
 * "فستان" not "فست", "صابون" not "صاب".
 * See docs/decisions/006-arabic-search.md "Stemming".
 */

/** Longest first, so "وال" wins over "و". */
const PREFIXES = [
  'وبال',
  'وكال',
  'فبال',
  'وال',
  'فال',
  'بال',
  'كال',
  'ولل',
  'فلل',
  'لل',
  'ال',
  'و',
  'ف',
  'ب',
  'ك',
  'ل',
];

/** Longest first; "ه" covers the (normalised) ta marbuta and the pronoun. */
const SUFFIXES = ['يات', 'ات', 'ون', 'ين', 'ان', 'يه', 'ها', 'هم', 'هن', 'كم', 'نا', 'ه', 'ي'];

/** No stem is shorter: a two-letter "stem" would match half the catalogue. */
const MIN_STEM = 3;
/**
 * What a lone و ف ب ك ل must leave: many words just start with one of these letters, and
 * "كريم" must not become "ريم" (with an article, "بالزيت" -> "زيت" is safe).
 */
const MIN_STEM_AFTER_ONE_LETTER = 4;
/** What a multi-letter suffix must leave: "حلويات" -> "حلوي", never "فستان" -> "فست". */
const MIN_STEM_AFTER_LONG_SUFFIX = 4;

const lengthOf = (text: string) => [...text].length;

/** The word without its leading clitics, or itself. Only Arabic letters are stemmed. */
export function stripPrefix(word: string): string {
  for (const prefix of PREFIXES) {
    const least = lengthOf(prefix) > 1 ? MIN_STEM : MIN_STEM_AFTER_ONE_LETTER;
    if (word.startsWith(prefix) && lengthOf(word) - lengthOf(prefix) >= least) {
      return word.slice(prefix.length);
    }
  }
  return word;
}

/** The word without one common suffix, or itself. */
export function stripSuffix(word: string): string {
  for (const suffix of SUFFIXES) {
    const least = lengthOf(suffix) > 1 ? MIN_STEM_AFTER_LONG_SUFFIX : MIN_STEM;
    if (word.endsWith(suffix) && lengthOf(word) - lengthOf(suffix) >= least) {
      return word.slice(0, word.length - suffix.length);
    }
  }
  return word;
}

const arabicWord = /^[\u0621-\u064A]+$/;

/**
 * The lighter forms a search word may stand for, shortest stem last: the word without its
 * clitics, then without its suffix too. Never the word itself; empty for non-Arabic words.
 */
export function lightStems(word: string): string[] {
  if (!arabicWord.test(word)) return [];
  const bare = stripPrefix(word);
  const stem = stripSuffix(bare);
  return [...new Set([bare, stem])].filter((form) => form !== word);
}
