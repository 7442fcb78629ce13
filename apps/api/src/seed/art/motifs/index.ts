import { seedFrom } from '../../prng';
import { beautyMotifs } from './beauty';
import { booksMotifs } from './books';
import { carsMotifs } from './cars';
import { electronicsMotifs } from './electronics';
import { fashionMotifs } from './fashion';
import { foodMotifs } from './food';
import { homeMotifs } from './home';
import type { Motif } from './motif';
import { sportsMotifs } from './sports';

export type { Motif } from './motif';

export const motifsByCategory: Record<string, Motif[]> = {
  electronics: electronicsMotifs,
  fashion: fashionMotifs,
  'home-garden': homeMotifs,
  sports: sportsMotifs,
  books: booksMotifs,
  beauty: beautyMotifs,
  cars: carsMotifs,
  food: foodMotifs,
};

const allMotifs = Object.values(motifsByCategory).flat();

const findByWord = (motifs: Motif[], word: string) =>
  motifs.find((motif) => motif.keywords.includes(word));

/**
 * Picks the drawing for a product key. English compound keys put the head noun last
 * ("football-boots" is a boot, "car-battery" a battery), so words are tried from the end,
 * each first among the product's own category and then among all motifs.
 */
export function motifFor(category: string, key: string): Motif {
  const own = motifsByCategory[category] ?? allMotifs;
  for (const word of key.split('-').reverse()) {
    const match = findByWord(own, word) ?? findByWord(allMotifs, word);
    if (match) return match;
  }
  return own[seedFrom(key) % own.length]!;
}
