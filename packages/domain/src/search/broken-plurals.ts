import { normalizeArabic } from '../arabic';
import { brokenPluralLines } from './broken-plurals-data';

/**
 * The broken-plural lexicon (broken-plurals-data.ts) as two normalised look-ups: a plural to
 * its singulars and a singular to its plurals, so "فساتين" finds "فستان" and "فستان" finds
 * "فساتين". Light stemming cannot do this: the plural is a different pattern of the root.
 */
const singularsOf = new Map<string, Set<string>>();
const pluralsOf = new Map<string, Set<string>>();

const add = (map: Map<string, Set<string>>, key: string, value: string) => {
  if (key === value) return;
  const values = map.get(key) ?? new Set<string>();
  values.add(value);
  map.set(key, values);
};

for (const line of brokenPluralLines) {
  const [singular, ...plurals] = normalizeArabic(line).split(' ');
  for (const plural of plurals) {
    add(singularsOf, plural, singular!);
    add(pluralsOf, singular!, plural);
  }
}

/** Number of nouns in the lexicon (for its test and the decision record). */
export const lexiconSize = pluralsOf.size;

/** The singulars of a normalised plural and the plurals of a normalised singular. */
export function pluralForms(word: string): string[] {
  return [...(singularsOf.get(word) ?? []), ...(pluralsOf.get(word) ?? [])];
}
