import type { CountForms } from '../../arabic-plural';

/**
 * Counted nouns for `countPhrase` (arabic-plural.ts). Nominative forms ('منتجان'); a phrase
 * that needs the genitive after a preposition has its own entry (`productsOf`).
 */
export const countNouns = {
  products: {
    zero: 'لا منتجات',
    one: 'منتج واحد',
    two: 'منتجان',
    few: '{n} منتجات',
    many: '{n} منتجاً',
    other: '{n} منتج',
  },
  /** After 'من أصل' / 'حتى': genitive dual, no 'لا'. */
  productsOf: {
    one: 'منتج واحد',
    two: 'منتجين',
    few: '{n} منتجات',
    many: '{n} منتجاً',
    other: '{n} منتج',
  },
  pieces: {
    zero: 'لا قطع',
    one: 'قطعة واحدة',
    two: 'قطعتان',
    few: '{n} قطع',
    many: '{n} قطعة',
    other: '{n} قطعة',
  },
  stores: {
    zero: 'لا متاجر',
    one: 'متجر واحد',
    two: 'متجران',
    few: '{n} متاجر',
    many: '{n} متجراً',
    other: '{n} متجر',
  },
  orders: {
    zero: 'لا طلبات',
    one: 'طلب واحد',
    two: 'طلبان',
    few: '{n} طلبات',
    many: '{n} طلباً',
    other: '{n} طلب',
  },
  newOrders: {
    one: 'طلب جديد واحد',
    two: 'طلبان جديدان',
    few: '{n} طلبات جديدة',
    many: '{n} طلباً جديداً',
    other: '{n} طلب جديد',
  },
  variants: {
    zero: 'لا متغيرات',
    one: 'متغير واحد',
    two: 'متغيران',
    few: '{n} متغيرات',
    many: '{n} متغيراً',
    other: '{n} متغير',
  },
  /** After 'حتى': 'حتى صورتين', 'حتى 5 صور'. */
  photosOf: {
    one: 'صورة واحدة',
    two: 'صورتين',
    few: '{n} صور',
    many: '{n} صورة',
    other: '{n} صورة',
  },
} satisfies Record<string, CountForms>;
