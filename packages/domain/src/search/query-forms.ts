import { pluralForms } from './broken-plurals';
import { lightStems } from './light-stem';
import { transliterations } from './transliterations';

/**
 * Everything one normalised search word may also be written as in the catalogue, besides the
 * word itself (docs/decisions/006-arabic-search.md "Word forms"): its light stems, the
 * singulars or plurals of the word and of its stems (broken-plural lexicon), and its other
 * spellings in Latin or Arabic letters. These match less surely than the word, so they rank
 * below it.
 */
export function alternativeForms(word: string): string[] {
  const stems = lightStems(word);
  const bases = [word, ...stems];
  const forms = [...stems, ...bases.flatMap(pluralForms), ...bases.flatMap(transliterations)];
  return [...new Set(forms)].filter((form) => form !== word);
}

/**
 * The word with one pair of adjacent letters swapped, each way: a transposition ("فساتن" for
 * "فستان") costs trigram similarity two or three trigrams, often too many for a typo match,
 * but is one of the commonest slips on a phone keyboard (Damerau). Words under four letters
 * have none: a swap there is too often another word.
 */
export function adjacentSwaps(word: string): string[] {
  const letters = [...word];
  if (letters.length < 4) return [];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    swaps.add(swapped.join(''));
  }
  return [...swaps];
}
