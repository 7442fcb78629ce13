/**
 * The native app's own words (spec discovery §4 Native permissions, §8 permission messages).
 * The spec paraphrases them; these are the Arabic sentences the app shows. Location keeps its
 * own texts in location.ts (used by the map and the address picker); camera and photos live here.
 */
export const nativeText = {
  permissions: {
    /** Title and buttons of the explanatory confirm shown before the system prompt. */
    askTitle: 'طلب إذن',
    allow: 'متابعة',
    notNow: 'ليس الآن',
    settingsTitle: 'الإذن غير مفعّل',
    openSettings: 'فتح الإعدادات',
    close: 'حسناً',
    camera: {
      rationale:
        'يحتاج التطبيق إلى الكاميرا لالتقاط صور تضيفها إلى ملفك أو طلباتك. هل تسمح باستخدام الكاميرا؟',
      deniedBefore: 'تم رفض إذن الكاميرا سابقاً، يرجى تفعيله من إعدادات التطبيق',
      cancelled: 'تم إلغاء طلب إذن الكاميرا',
      requestFailed: 'تعذر طلب إذن الكاميرا',
      denied: 'تم رفض إذن الكاميرا',
    },
    photos: {
      rationale:
        'يحتاج التطبيق إلى الوصول إلى صورك لتختار منها ما تريد رفعه. هل تسمح بالوصول إلى الصور؟',
      deniedBefore: 'تم رفض إذن الوصول إلى الصور سابقاً، يرجى تفعيله من إعدادات التطبيق',
      cancelled: 'تم إلغاء طلب إذن الوصول إلى الصور',
      requestFailed: 'تعذر طلب إذن الوصول إلى الصور',
      denied: 'تم رفض إذن الوصول إلى الصور',
    },
  },
} as const;
