/** The /mobile tree: app header, bottom navigation, home and not-found screens. */
export const mobileText = {
  bottomNav: {
    label: 'التنقل السفلي',
    home: 'الرئيسية',
    stores: 'المتاجر',
    reels: 'الفيديوهات',
    cart: 'السلة',
    profile: 'حسابي',
  },
  home: {
    welcome: 'أهلاً بك في سوق',
    intro: 'تسوّق من المتاجر المحلية القريبة منك.',
    shortcutsHeading: 'ابدأ من هنا',
    shortcuts: {
      vendorsMap: { title: 'المتاجر على الخريطة', text: 'اعثر على المتاجر القريبة منك' },
      reels: { title: 'فيديوهات المنتجات', text: 'شاهد المنتجات قبل أن تشتري' },
      products: { title: 'جميع المنتجات', text: 'تصفّح وابحث في كل المتاجر' },
    },
    categoriesHeading: 'تسوّق حسب التصنيف',
    featuredHeading: 'منتجات مختارة',
    featuredAll: 'كل المنتجات',
    storesHeading: 'متاجر سوق',
    storesAll: 'عرض كل المتاجر',
    noStores: 'لا توجد متاجر بعد',
    promisesHeading: 'لماذا سوق؟',
    promises: {
      securePayment: { title: 'دفع آمن', text: 'ادفع عند الاستلام أو بالتحويل مع رقم الإيصال.' },
      fastDelivery: { title: 'توصيل خلال 24 ساعة', text: 'تصلك طلباتك من المتاجر القريبة بسرعة.' },
      quality: { title: 'جودة مضمونة', text: 'منتجات من متاجر محلية معروفة وموثوقة.' },
    },
  },
} as const;
