/** Vendor storefront and vendors map text (spec discovery §2 and §8). */
export const vendorsText = {
  /** Distance units (spec discovery §9: metres under 1 km, otherwise km with one decimal). */
  metres: 'م',
  kilometres: 'كم',
  notFoundTitle: 'المتجر غير موجود',
  notFoundText: 'عذراً، لم نتمكن من العثور على هذا المتجر',
} as const;
