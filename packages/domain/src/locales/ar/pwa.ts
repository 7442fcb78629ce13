/** Installable app, offline state and data saver (issue 9). */
export const pwaText = {
  updateAvailable: 'يتوفر إصدار جديد من التطبيق',
  update: 'تحديث',
  offlineBanner: 'أنت غير متصل بالإنترنت. نعرض لك ما حُفظ على جهازك.',
  offlineTitle: 'لا يوجد اتصال بالإنترنت',
  offlineBody: 'هذه الصفحة غير محفوظة على جهازك. تحقق من اتصالك ثم حاول مرة أخرى.',
  retry: 'إعادة المحاولة',
  backOnline: 'عاد الاتصال بالإنترنت',
  checkoutOffline: 'إتمام الطلب يحتاج إلى اتصال بالإنترنت. سلتك محفوظة على جهازك.',
  dataSaver: 'توفير البيانات',
  dataSaverHint: 'صور مصغرة فقط، دون تشغيل تلقائي للفيديو ودون تحميل مسبق',
} as const;
