/** Reels, web and mobile (spec discovery §2 Reels, §8 "No videos"). */
export const reelsText = {
  title: 'فيديوهات المنتجات',
  subtitle: 'شاهد المنتجات قبل أن تشتري',
  /** Spec discovery §8, verbatim: web and mobile differ. */
  emptyWeb: 'لا توجد فيديوهات متاحة',
  emptyMobile: 'لا توجد فيديوهات',
  loadError: 'تعذر تحميل الفيديوهات، يرجى المحاولة مرة أخرى',
  loading: 'جارٍ تحميل الفيديوهات...',
  open: (name: string) => `تشغيل فيديو ${name}`,
  playerLabel: 'مشغل الفيديوهات',
  position: (n: number, total: number) => `${n} / ${total}`,
  close: 'إغلاق',
  mute: 'كتم الصوت',
  unmute: 'تشغيل الصوت',
  next: 'الفيديو التالي',
  previous: 'الفيديو السابق',
  viewProduct: 'عرض المنتج',
} as const;
