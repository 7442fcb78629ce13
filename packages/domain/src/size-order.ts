/**
 * Size chips in the order a shopper reads them (issue walk: 'L, S, M' in first-seen order):
 * letter sizes XXS..5XL by rank, then numeric sizes (shoes, waist, ages) by value; anything else
 * keeps the seller's order after them. Arabic letter words a seller may type count as letters;
 * weights, volumes, lengths and storage compare in one unit (250 غ, 500 غ, 1 كغ).
 */
import { measureOf } from './option-kind';

const letterRanks: Record<string, number> = {
  XXXS: 0,
  '3XS': 0,
  XXS: 1,
  '2XS': 1,
  XS: 2,
  S: 3,
  M: 4,
  L: 5,
  XL: 6,
  XXL: 7,
  '2XL': 7,
  XXXL: 8,
  '3XL': 8,
  XXXXL: 9,
  '4XL': 9,
  XXXXXL: 10,
  '5XL': 10,
  'صغير جداً': 2,
  'صغير جدا': 2,
  صغير: 3,
  وسط: 4,
  متوسط: 4,
  كبير: 5,
  'كبير جداً': 6,
  'كبير جدا': 6,
};

type SizeKey = { group: 0 | 1 | 2; value: number };

function sizeKey(size: string): SizeKey {
  const plain = size.trim().toUpperCase().replace(/\s+/g, ' ');
  const rank = letterRanks[plain];
  if (rank !== undefined) return { group: 0, value: rank };
  // '250 غ' before '1 كغ': a measure compares in its base unit (option-kind.ts).
  const measure = measureOf(size);
  if (measure) return { group: 1, value: measure.amount };
  // '42', '42.5', '10 سنوات', '٤٢' (Arabic-Indic digits): the leading number decides.
  const latin = plain.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const numeric = /^(\d+(?:[.,]\d+)?)/.exec(latin);
  if (numeric?.[1]) return { group: 1, value: Number(numeric[1].replace(',', '.')) };
  return { group: 2, value: 0 };
}

/** Sorts sizes for display; stable, so unknown sizes keep the order they came in. */
export function sortSizes<T>(items: readonly T[], sizeOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, key: sizeKey(sizeOf(item)) }))
    .sort((a, b) => a.key.group - b.key.group || a.key.value - b.key.value || a.index - b.index)
    .map(({ item }) => item);
}
