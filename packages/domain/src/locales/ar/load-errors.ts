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
  /**
   * A page the server drew is on screen but the app's code did not arrive: links still work,
   * buttons and the search do not until the page is loaded again.
   */
  appCode: {
    text: 'لم تكتمل الصفحة: تعذّر تحميل بعض ملفاتها. أعد تحميلها للمتابعة.',
    reload: 'إعادة تحميل الصفحة',
  },
} as const;
