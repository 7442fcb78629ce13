/** Why a page or a list could not load: no network, or the server failed (not 'not found'). */
export const loadErrorsText = {
  offline: {
    title: 'لا يوجد اتصال بالإنترنت',
    text: 'تعذّر الوصول إلى سوق. تحقّق من اتصالك ثم أعد المحاولة.',
  },
  server: {
    title: 'حدث خطأ في الخادم',
    text: 'لم نتمكّن من التحميل الآن. أعد المحاولة بعد قليل.',
  },
} as const;
