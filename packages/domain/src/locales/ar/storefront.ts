import { countPhrase } from '../../arabic-plural';
import { countNouns } from './counts';

/** Vendor storefront (web /vendor/{id}) and mobile vendor page text (spec discovery §2, §8). */
export const storefrontText = {
  loading: 'جارٍ تحميل المتجر...',
  backHome: 'العودة للرئيسية',
  logoAlt: (name: string) => `شعار ${name}`,
  bannerAlt: (name: string) => `واجهة ${name}`,
  about: 'عن المتجر',
  deliveryUpTo: (km: number) => `توصيل حتى ${km} كم`,
  productsCount: (n: number) => countPhrase(n, countNouns.products),
  products: 'منتجات المتجر',
  productsShown: (shown: number, total: number) =>
    `يعرض ${shown} من أصل ${countPhrase(total, countNouns.productsOf)}`,
  noProducts: 'لا توجد منتجات',
  noProductsText: 'لم يضف هذا المتجر منتجات بعد، عد لاحقاً.',
  featured: 'مختارات المتجر',
  carouselPrevious: 'المنتج السابق',
  carouselNext: 'المنتج التالي',
  gallery: 'صور المتجر',
  imageAlt: (name: string, n: number) => `صورة ${n} من ${name}`,
  viewAll: (n: number) => `عرض كل الصور (${n})`,
  viewLess: 'عرض أقل',
  contact: 'تواصل مع المتجر',
  contactText: 'اتصل بنا للاستفسار عن المنتجات أو الطلبات.',
  call: 'اتصل بالمتجر',
  noPhone: 'لم يضف المتجر رقم هاتف بعد.',
  address: 'العنوان',
  stats: 'إحصائيات المتجر',
  statProducts: 'منتج معروض',
  statStock: 'قطعة في المخزون',
  statCategories: 'تصنيف',
  statRadius: 'كم نطاق التوصيل',
  hours: 'ساعات العمل',
  hoursDaily: 'يومياً',
  hoursRange: (opens: string, closes: string) => `من ${opens} إلى ${closes}`,
  /** Instead of 'daily' when the store closes on some weekdays. */
  hoursOpenDays: 'أيام العمل',
  closedOn: (days: string) => `مغلق يوم ${days}`,
  /** Weekday names, 0 = Sunday (JavaScript's getDay()). */
  weekDays: ['الأحد', 'الإثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
  categories: 'تصنيفات المتجر',
  storyChapter: (n: number) => `الفصل ${n}`,
  mobile: {
    radius: 'نطاق التوصيل',
    radiusValue: (km: number) => `${km} كم`,
    totalProducts: 'عدد المنتجات',
    call: 'اتصال',
    imagesLabel: 'صور المتجر',
    slide: (n: number, total: number) => `${n} / ${total}`,
    noProducts: 'لا توجد منتجات في هذا المتجر بعد',
  },
} as const;
