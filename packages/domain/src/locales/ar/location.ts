/**
 * The shopper's own location and the permission to read it (spec discovery §4 Native
 * permissions, §8 Vendors map location errors and permission messages). The spec lists them
 * in paraphrase; these are the Arabic sentences the app shows.
 */
export const locationText = {
  /** Spec discovery §8 location errors. */
  failed: 'تعذر تحديد موقعك',
  permissionDenied: 'تم رفض إذن الوصول إلى موقعك',
  positionUnavailable: 'معلومات الموقع غير متاحة حالياً',
  timeout: 'انتهت مهلة تحديد الموقع، يرجى المحاولة مرة أخرى',
  generic: 'حدث خطأ أثناء تحديد موقعك',
  unsupported: 'هذا المتصفح لا يدعم تحديد الموقع',
  /** Spec discovery §4: the explanatory confirm shown on native before the system prompt. */
  rationale:
    'يحتاج التطبيق إلى معرفة موقعك لعرض المتاجر القريبة منك وتحديد عنوان التوصيل. هل تسمح بالوصول إلى موقعك؟',
  /** Spec discovery §8 permission messages. */
  deniedBefore: 'تم رفض إذن الموقع سابقاً، يرجى تفعيله من إعدادات التطبيق',
  cancelled: 'تم إلغاء طلب إذن الموقع',
  requestFailed: 'تعذر طلب إذن الموقع',
  denied: 'تم رفض إذن الموقع',
} as const;
