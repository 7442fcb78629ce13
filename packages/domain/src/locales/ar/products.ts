import { countPhrase } from '../../arabic-plural';
import { countNouns } from './counts';

/** The all-products screens (web /products and /mobile/products). */
export const productsText = {
  searchLabel: 'ابحث عن منتج',
  searchPlaceholder: 'ابحث عن منتج أو متجر...',
  categoryLabel: 'التصنيف',
  allCategories: 'جميع التصنيفات',
  sortLabel: 'الترتيب',
  relevance: 'الأكثر صلة',
  sort: {
    newest: 'الأحدث',
    'price-low': 'السعر: من الأقل إلى الأعلى',
    'price-high': 'السعر: من الأعلى إلى الأقل',
    name: 'الاسم',
  },
  viewLabel: 'طريقة العرض',
  grid: 'شبكة',
  list: 'قائمة',
  count: (n: number) => countPhrase(n, countNouns.products),
  loading: 'جارٍ تحميل المنتجات...',
  loadMore: 'عرض المزيد',
  loadingMore: 'جارٍ تحميل المزيد...',
  adding: 'جارٍ الإضافة...',
  emptyText: 'جرّب كلمة بحث أخرى أو تصنيفاً آخر.',
  errorTitle: 'تعذر تحميل المنتجات',
  errorText: 'تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى.',
  loadMoreFailed: 'حدث خطأ أثناء تحميل المزيد من المنتجات',
  outOfStockBadge: 'نفد المخزون',
  displayOnlyBadge: 'للعرض فقط',
  hasOptions: 'خيارات متعددة',
} as const;
