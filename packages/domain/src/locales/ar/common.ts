/** Text shared by many screens. */
export const common = {
  appName: 'سوق',
  loading: 'جارٍ التحميل...',
  retry: 'إعادة المحاولة',
  backHome: 'العودة للرئيسية',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: 'عذراً، الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
} as const;
