/** Installable app, offline state and data saver (for slow, expensive data). */
export const pwaText = {
  updateAvailable: 'يتوفر إصدار جديد من التطبيق',
  update: 'تحديث',
  offlineBanner: 'أنت غير متصل بالإنترنت. نعرض لك ما حُفظ على جهازك.',
  checkoutOffline: 'إتمام الطلب يحتاج إلى اتصال بالإنترنت. سلتك محفوظة على جهازك.',
  dataSaver: 'توفير البيانات',
  dataSaverHint: 'صور مصغرة فقط، دون تشغيل تلقائي للفيديو ودون تحميل مسبق',
} as const;
