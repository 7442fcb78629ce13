import { countPhrase } from '../../arabic-plural';
import type { StoreStatus } from '../../schemas/seller-store';
import type { StoreVerb } from '../../store-status';
import { countNouns } from './counts';

/** The operator's console (/admin/*): its frame and the stores screen. */
export const adminText = {
  consoleName: 'لوحة الإدارة',
  nav: {
    label: 'أقسام لوحة الإدارة',
    stores: 'المتاجر',
    categories: 'التصنيفات',
    newsletter: 'النشرة البريدية',
    actions: 'سجل الإجراءات',
    marketplace: 'إلى السوق',
  },
  /** Titles of the /admin routes (browser tab). */
  routes: {
    stores: 'المتاجر - لوحة الإدارة',
    categories: 'التصنيفات - لوحة الإدارة',
    newsletter: 'النشرة البريدية - لوحة الإدارة',
    actions: 'سجل الإجراءات - لوحة الإدارة',
    notFound: 'الصفحة غير موجودة - لوحة الإدارة',
  },
  notFound: { back: 'إلى المتاجر' },
} as const;

/** /admin/stores: the applications queue and every store, with the decisions on them. */
export const adminStoresText = {
  title: 'المتاجر',
  intro: 'راجع طلبات الانضمام، وأوقف المتجر المخالف أو أعده. يصل صاحب المتجر بريد بكل قرار وسببه.',
  tabs: {
    pending: 'طلبات الانضمام',
    active: 'النشطة',
    suspended: 'الموقوفة',
    rejected: 'المرفوضة',
  } satisfies Record<StoreStatus, string>,
  tabsLabel: 'حالة المتاجر',
  search: 'ابحث باسم المتجر أو بريد صاحبه أو هاتفه أو مدينته',
  loading: 'جارٍ تحميل المتاجر...',
  loadFailed: 'تعذر تحميل المتاجر',
  empty: {
    pending: 'لا طلبات انضمام تنتظر المراجعة',
    active: 'لا متاجر نشطة',
    suspended: 'لا متاجر موقوفة',
    rejected: 'لا طلبات مرفوضة',
  } satisfies Record<StoreStatus, string>,
  noResults: 'لا متاجر تطابق البحث',
  card: {
    owner: 'صاحب المتجر',
    phone: 'الهاتف',
    city: 'المدينة',
    address: 'العنوان',
    appliedAt: 'تاريخ الطلب',
    products: (n: number) => countPhrase(n, countNouns.products),
    reason: 'السبب المسجّل',
    storefront: 'عرض واجهة المتجر',
  },
  verbs: {
    approve: 'قبول',
    reject: 'رفض',
    suspend: 'إيقاف',
    reinstate: 'إعادة التفعيل',
  } satisfies Record<StoreVerb, string>,
  dialog: {
    title: {
      approve: (store: string) => `قبول متجر «${store}»`,
      reject: (store: string) => `رفض طلب «${store}»`,
      suspend: (store: string) => `إيقاف متجر «${store}»`,
      reinstate: (store: string) => `إعادة تفعيل متجر «${store}»`,
    } satisfies Record<StoreVerb, (store: string) => string>,
    text: {
      approve: 'يظهر المتجر للمتسوقين فوراً ويستطيع البيع، ويصل صاحبه بريد بالقبول.',
      reject:
        'لا يظهر المتجر للمتسوقين. يقرأ صاحبه السبب في بريده وفي لوحة البائع، ويمكنه التعديل وإعادة الطلب.',
      suspend:
        'يختفي المتجر من كل القوائم والبحث والخريطة ولا يستقبل طلبات جديدة، وتبقى طلباته المفتوحة قابلة للإكمال.',
      reinstate: 'يعود المتجر إلى القوائم ويستقبل الطلبات من جديد، ويصل صاحبه بريد بذلك.',
    } satisfies Record<StoreVerb, string>,
    reason: 'السبب (يصل إلى صاحب المتجر)',
    note: 'ملاحظة لصاحب المتجر (اختيارية)',
    cancel: 'تراجع',
    close: 'إغلاق',
  },
  done: {
    approve: (store: string) => `قُبل متجر «${store}»`,
    reject: (store: string) => `رُفض طلب «${store}»`,
    suspend: (store: string) => `أُوقف متجر «${store}»`,
    reinstate: (store: string) => `أعيد تفعيل متجر «${store}»`,
  } satisfies Record<StoreVerb, (store: string) => string>,
  failed: 'تعذر حفظ القرار، أعد المحاولة',
} as const;

/** /admin/actions: the audit log of every administrator action. */
export const adminAuditText = {
  title: 'سجل الإجراءات',
  intro: 'كل قرار اتخذه مدير: من اتخذه، ومتى، وعلى ماذا، ولماذا.',
  search: 'ابحث ببريد المدير أو اسم المتجر أو السبب',
  filterLabel: 'نوع الإجراء',
  targets: {
    all: 'كل الإجراءات',
    store: 'المتاجر',
    category: 'التصنيفات',
    order: 'الطلبات',
    customer: 'العملاء',
    newsletter: 'النشرة البريدية',
  },
  loading: 'جارٍ تحميل السجل...',
  loadFailed: 'تعذر تحميل سجل الإجراءات',
  empty: 'لا إجراءات مسجّلة بعد',
  noResults: 'لا إجراءات تطابق البحث',
  /** The operator's shell (`npm run stores`) as the actor. */
  shell: 'سطر الأوامر',
  reason: 'السبب',
  actions: {
    'store.approve': 'قبول متجر',
    'store.reject': 'رفض طلب متجر',
    'store.suspend': 'إيقاف متجر',
    'store.reinstate': 'إعادة تفعيل متجر',
    'newsletter.remove': 'حذف مشترك من النشرة البريدية',
    'category.create': 'إضافة تصنيف',
    'category.update': 'تعديل تصنيف',
    'category.reorder': 'إعادة ترتيب التصنيفات',
  } as Record<string, string>,
} as const;

/** Why a category payload is refused (schemas/admin-categories.ts), in the form and the API. */
export const categoryValidation = {
  nameRequired: 'اسم التصنيف مطلوب',
  nameTooLong: 'اسم التصنيف طويل جداً (100 حرف على الأكثر)',
  slugRequired: 'المعرّف اللاتيني مطلوب',
  slugTooLong: 'المعرّف اللاتيني طويل جداً (60 حرفاً على الأكثر)',
  slugInvalid: 'المعرّف حروف لاتينية صغيرة وأرقام وشرطات فقط، مثل home-garden',
  descriptionTooLong: 'الوصف طويل جداً (500 حرف على الأكثر)',
  iconTooLong: 'الأيقونة 20 حرفاً على الأكثر',
  colorInvalid: 'اللون بصيغة #rrggbb، مثل #22c55e',
  nothingToChange: 'لا تغيير لحفظه',
  orderInvalid: 'ترتيب التصنيفات غير صحيح',
} as const;

/** /admin/categories: the catalogue's categories, their order and whether shoppers see them. */
export const adminCategoriesText = {
  title: 'التصنيفات',
  intro:
    'رتّب التصنيفات كما تظهر في الصفحة الرئيسية والفلاتر، بالسحب أو بزرّي التقديم والتأخير. لا تُحذف التصنيفات: التصنيف المعطّل يختفي عن المتسوقين وتبقى منتجاته مرتبطة به.',
  add: 'تصنيف جديد',
  loading: 'جارٍ تحميل التصنيفات...',
  loadFailed: 'تعذر تحميل التصنيفات',
  empty: 'لا تصنيفات بعد',
  listLabel: 'التصنيفات بترتيب ظهورها',
  row: {
    products: (n: number) => countPhrase(n, countNouns.products),
    inactive: 'معطّل',
    active: (name: string) => `«${name}» ظاهر للمتسوقين`,
    edit: (name: string) => `تعديل «${name}»`,
    moveUp: (name: string) => `تقديم «${name}»`,
    moveDown: (name: string) => `تأخير «${name}»`,
    drag: (name: string) => `اسحب «${name}» لتغيير ترتيبه`,
    noColor: 'بلا لون',
  },
  dialog: {
    createTitle: 'تصنيف جديد',
    editTitle: (name: string) => `تعديل «${name}»`,
    name: 'الاسم',
    slug: 'المعرّف اللاتيني (في الروابط)',
    slugHint: 'حروف لاتينية صغيرة وأرقام وشرطات، مثل home-garden',
    description: 'الوصف (اختياري)',
    icon: 'الأيقونة (رمز تعبيري أو اسم قصير، اختيارية)',
    color: 'اللون (#rrggbb، اختياري)',
    active: 'ظاهر للمتسوقين',
    activeHint:
      'لا تُحذف التصنيفات. التصنيف المعطّل يختفي من الصفحة الرئيسية والفلاتر، وتبقى منتجاته مرتبطة به.',
    save: 'حفظ',
    cancel: 'تراجع',
    close: 'إغلاق',
  },
  created: (name: string) => `أضيف تصنيف «${name}»`,
  saved: (name: string) => `حُفظ تصنيف «${name}»`,
  shown: (name: string) => `أصبح «${name}» ظاهراً للمتسوقين`,
  hidden: (name: string) => `أُخفي «${name}» عن المتسوقين`,
  moved: (name: string, position: number) => `«${name}» الآن في المرتبة ${position}`,
  failed: 'تعذر الحفظ، أعد المحاولة',
  orderFailed: 'تعذر حفظ الترتيب، أعيد الترتيب السابق',
} as const;
