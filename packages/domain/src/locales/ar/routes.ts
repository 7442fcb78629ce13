/**
 * The Arabic title of every screen of both route trees: shown as the page heading of
 * screens not built yet and in the browser tab title.
 */
export const routeTitles = {
  web: {
    landing: 'سوق: تسوّق من المتاجر المحلية',
    products: 'جميع المنتجات',
    product: 'تفاصيل المنتج',
    vendor: 'صفحة المتجر',
    vendorsMap: 'خريطة المتاجر',
    reels: 'فيديوهات المنتجات',
    auth: 'تسجيل الدخول',
    completeProfile: 'إكمال الملف الشخصي',
    cart: 'سلة التسوق',
    checkout: 'إتمام الطلب',
    myOrders: 'طلباتي',
    orders: 'الطلبات',
    order: 'تفاصيل الطلب',
    settings: 'الإعدادات',
    profile: 'الملف الشخصي',
  },
  mobile: {
    home: 'الرئيسية',
    products: 'المنتجات',
    product: 'تفاصيل المنتج',
    vendor: 'المتجر',
    vendorsMap: 'المتاجر على الخريطة',
    reels: 'الفيديوهات',
    auth: 'تسجيل الدخول',
    cart: 'سلة التسوق',
    checkout: 'إتمام الطلب',
    orders: 'طلباتي',
    order: 'تفاصيل الطلب',
    profile: 'حسابي',
    profileEdit: 'تعديل الملف الشخصي',
    addresses: 'العناوين المحفوظة',
    settings: 'الإعدادات',
  },
  /**
   * The consoles' titles sit here, not in seller.ts or admin.ts: the route table is in every
   * page's first file, and importing those catalogues brought every console string with it.
   */
  seller: {
    home: 'لوحة البائع',
    apply: 'افتح متجرك',
    products: 'منتجاتي',
    newProduct: 'منتج جديد',
    product: 'تعديل المنتج',
    importProducts: 'استيراد المنتجات',
    settings: 'إعدادات المتجر',
    orders: 'الطلبات',
    order: 'تفاصيل الطلب',
  },
  admin: {
    dashboard: 'لوحة المعلومات - لوحة الإدارة',
    stores: 'المتاجر - لوحة الإدارة',
    orders: 'الطلبات - لوحة الإدارة',
    customers: 'العملاء - لوحة الإدارة',
    order: 'طلب - لوحة الإدارة',
    categories: 'التصنيفات - لوحة الإدارة',
    actions: 'سجل الإجراءات - لوحة الإدارة',
    newsletter: 'النشرة البريدية - لوحة الإدارة',
    notFound: 'الصفحة غير موجودة - لوحة الإدارة',
  },
  unsubscribe: 'إلغاء الاشتراك في النشرة البريدية',
  notFound: 'الصفحة غير موجودة',
} as const;

/** Browser tab title: the screen first, the marketplace name last. */
export const documentTitle = (screen: string) => `${screen} | سوق`;

/** Shown when a screen's code cannot be loaded (often a dropped connection). */
export const routeError = {
  title: 'تعذر تحميل الصفحة',
  text: 'تحقق من اتصالك بالإنترنت ثم أعد تحميل الصفحة.',
  reload: 'إعادة تحميل الصفحة',
} as const;
