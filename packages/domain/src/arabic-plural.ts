/**
 * Arabic counted nouns (issue walk: '1 منتج', 'بقي 1 قطع' read wrong). Arabic has six plural
 * categories (CLDR: zero, one, two, few = 3..10, many = 11..99, other = 100+ and fractions), and
 * the noun changes with each: 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجاً', '100 منتج'.
 * `Intl.PluralRules('ar')` picks the category; the words live in `locales/ar/counts.ts`.
 */

import { formatLatinNumber } from './latin-number';

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Words per category; `{n}` stands for the number. Zero falls back to `other` when absent. */
export type CountForms = Partial<Record<'zero', string>> &
  Record<Exclude<PluralCategory, 'zero'>, string>;

const rules = new Intl.PluralRules('ar');

export function pluralCategory(n: number): PluralCategory {
  return rules.select(n) as PluralCategory;
}

/** The counted phrase for `n`: countPhrase(3, products) → '3 منتجات'. */
export function countPhrase(n: number, forms: CountForms): string {
  const category = pluralCategory(n);
  const template =
    (category === 'zero' ? forms.zero : undefined) ??
    forms[category === 'zero' ? 'other' : category];
  // Latin digits with grouping, as money (decision 002).
  return template.replace('{n}', formatLatinNumber(n, 0, 2));
}
