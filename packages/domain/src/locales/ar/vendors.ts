/** Vendor storefront and vendors map text (spec discovery §2 and §8). */
export const vendorsText = {
  /** Distance units (spec discovery §9: metres under 1 km, otherwise km with one decimal). */
  metres: 'م',
  kilometres: 'كم',
  notFoundTitle: 'المتجر غير موجود',
  notFoundText: 'عذراً، لم نتمكن من العثور على هذا المتجر',
  /** A store the operator suspended: gone from the lists, its orders still followed. */
  suspendedTitle: 'هذا المتجر متوقف مؤقتاً',
  suspendedText:
    'لا يمكن الطلب منه الآن، ومنتجاته مخفية حتى يعود. إن كان لديك طلب منه فتابعه من صفحة طلباتي.',
  myOrders: 'طلباتي',
} as const;
