/**
 * The location picker's server half: address parsing, the coordinates fallback and the
 * geocoding errors (spec discovery §5 Address parsing, §8 Geocoding and maps). Verbatim where the
 * spec gives Arabic; the error texts follow the spec's list in the same voice as the other errors.
 */
export const geocodingText = {
  /** Spec discovery §5: an address without a street part. */
  specificLocation: 'موقع محدد على الخريطة',
  /**
   * Spec discovery §8: appended to the bare coordinates when no address could be found for a point.
   */
  coordinatesMarker: '(الإحداثيات)',
  emptyQuery: 'يرجى كتابة عنوان للبحث عنه',
  unavailable: 'خدمة البحث عن العناوين غير متاحة حالياً، يرجى المحاولة لاحقاً',
  noResults: 'لم يتم العثور على نتائج لهذا العنوان',
  quotaExceeded: 'تم تجاوز حد البحث المسموح، يرجى المحاولة لاحقاً',
  requestDenied: 'تم رفض طلب البحث عن العنوان',
  invalidRequest: 'طلب البحث عن العنوان غير صالح',
  searchFailed: 'تعذر البحث عن العنوان، يرجى المحاولة مرة أخرى',
  invalidLocationData: 'تم استلام بيانات موقع غير صالحة',
  noLocationData: 'لم يتم العثور على بيانات لهذا الموقع',
  tooManySearches: 'عمليات بحث كثيرة خلال وقت قصير، يرجى الانتظار قليلاً ثم المحاولة مجدداً',
} as const;
