import { countPhrase } from '../../arabic-plural';
import type { StoreStatus } from '../../schemas/seller-store';
import type { StoreVerb } from '../../store-status';
import { countNouns } from './counts';
import { routeTitles } from './routes';

/** The operator's console (/admin/*): its frame and the stores screen. */
export const adminText = {
  consoleName: 'لوحة الإدارة',
  nav: {
    label: 'أقسام لوحة الإدارة',
    dashboard: 'لوحة المعلومات',
    stores: 'المتاجر',
    orders: 'الطلبات',
    customers: 'العملاء',
    categories: 'التصنيفات',
    newsletter: 'النشرة البريدية',
    actions: 'سجل الإجراءات',
    marketplace: 'إلى السوق',
  },
  /** Titles of the /admin routes (browser tab). */
  routes: routeTitles.admin,
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
    orders: 'طلبات المتجر',
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
    'order.status': 'تغيير حالة طلب',
    'customer.disable': 'إيقاف حساب',
    'customer.enable': 'إعادة تفعيل حساب',
    'category.create': 'إضافة تصنيف',
    'category.update': 'تعديل تصنيف',
    'category.reorder': 'إعادة ترتيب التصنيفات',
  } as Record<string, string>,
} as const;

/** The operator's orders payloads (schemas/admin-orders.ts). */
export const adminOrdersValidation = {
  rangeReversed: 'تاريخ النهاية قبل تاريخ البداية',
  reasonRequired: 'اكتب سبب تغيير الحالة، يُحفظ في السجل ويصل إلى الزبون',
  reasonTooLong: 'السبب طويل جداً (500 حرف على الأكثر)',
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

/** /admin/orders and /admin/orders/{id}: every store's orders, and the operator's moves. */
export const adminOrdersText = {
  title: 'الطلبات',
  intro: 'طلبات كل المتاجر. يمكنك نقل أي طلب في مسار حالاته مع ذكر السبب، ويُحفظ في السجل.',
  search: 'ابحث برقم الطلب أو اسم الزبون أو هاتفه أو اسم المتجر',
  status: 'حالة الطلب',
  anyStatus: 'كل الحالات',
  paymentStatus: 'حالة الدفع',
  anyPayment: 'كل حالات الدفع',
  from: 'من تاريخ',
  to: 'إلى تاريخ',
  loading: 'جارٍ تحميل الطلبات...',
  loadFailed: 'تعذر تحميل الطلبات',
  empty: 'لا طلبات بعد',
  noResults: 'لا طلبات تطابق هذه الفلاتر',
  count: (n: number) => countPhrase(n, countNouns.orders),
  row: {
    number: (number: string) => `طلب ${number}`,
    store: 'المتجر',
    customer: 'الزبون',
  },
  detail: {
    back: 'كل الطلبات',
    store: 'المتجر',
    storeOrders: 'طلبات هذا المتجر',
    moves: 'نقل الطلب',
    movesHint: 'كل نقل يحتاج سبباً يُحفظ في السجل ويصل إلى الزبون مع بريد الحالة.',
    noMoves: 'لا نقل ممكن من هذه الحالة.',
    moveTo: (status: string) => `نقل إلى «${status}»`,
    dialogTitle: (number: string, status: string) => `نقل الطلب ${number} إلى «${status}»`,
    dialogText: 'سيتغير الطلب فوراً، ويصل الزبون بريد بالحالة الجديدة والسبب.',
    reason: 'السبب',
    moved: (status: string) => `نُقل الطلب إلى «${status}»`,
    failed: 'تعذر نقل الطلب، أعد المحاولة',
    notFound: 'هذا الطلب غير موجود',
  },
} as const;

/** The operator's customer payloads (schemas/admin-customers.ts). */
export const adminCustomersValidation = {
  reasonRequired: 'اكتب سبب إيقاف الحساب، يُحفظ في السجل',
  reasonTooLong: 'السبب طويل جداً (500 حرف على الأكثر)',
} as const;

/** /admin/customers: accounts, disabling one, and the clients export. */
export const adminCustomersText = {
  title: 'العملاء',
  intro:
    'ابحث عن حساب، واطّلع على طلباته، وأوقف الحساب المسيء: يُسجَّل خروجه من كل الأجهزة ولا يستطيع الدخول حتى تعيد تفعيله.',
  search: 'ابحث بالبريد أو الاسم أو الهاتف',
  state: 'حالة الحساب',
  states: { all: 'كل الحسابات', active: 'الحسابات الفعالة', disabled: 'الحسابات الموقوفة' },
  loading: 'جارٍ تحميل العملاء...',
  loadFailed: 'تعذر تحميل العملاء',
  empty: 'لا حسابات بعد',
  noResults: 'لا حسابات تطابق البحث',
  roles: { shopper: 'متسوق', vendor: 'صاحب متجر', admin: 'مدير' },
  disabledBadge: 'موقوف',
  unconfirmed: 'البريد غير مؤكد',
  since: (date: string) => `منذ ${date}`,
  orders: (n: number) => countPhrase(n, countNouns.orders),
  ordersLink: 'طلباته',
  disable: 'إيقاف الحساب',
  enable: 'إعادة التفعيل',
  disableTitle: (email: string) => `إيقاف حساب ${email}`,
  disableText:
    'يُسجَّل خروج صاحب الحساب من كل أجهزته فوراً، ولا يستطيع الدخول حتى تعيد تفعيله. تبقى طلباته كما هي.',
  enableTitle: (email: string) => `إعادة تفعيل حساب ${email}`,
  enableText: 'يستطيع صاحب الحساب تسجيل الدخول من جديد.',
  reason: 'السبب (يُحفظ في السجل)',
  note: 'ملاحظة (اختيارية)',
  disabled: (email: string) => `أوقف حساب ${email}`,
  enabled: (email: string) => `أعيد تفعيل حساب ${email}`,
  failed: 'تعذر حفظ التغيير، أعد المحاولة',
  reasonLabel: 'سبب الإيقاف',
  address: 'العنوان',
  noProfile: 'لم يُكمل ملفه الشخصي بعد',
  export: {
    title: 'تصدير بيانات العملاء',
    text: 'كل ملفات العملاء (الاسم والهاتف والبريد والعنوان) في ملف واحد.',
    json: 'تنزيل JSON',
    csv: 'تنزيل CSV',
    failed: 'تعذر تنزيل الملف، أعد المحاولة',
  },
} as const;

/** /admin: the dashboard the console opens on. */
export const adminDashboardText = {
  title: 'لوحة المعلومات',
  intro: 'الطلبات والمبيعات يوماً بيوم، وأكثر المتاجر والمنتجات مبيعاً، وما ينتظر قرارك.',
  rangeLabel: 'المدة',
  ranges: { 7: 'آخر 7 أيام', 30: 'آخر 30 يوماً', 90: 'آخر 90 يوماً' },
  loading: 'جارٍ تحميل الأرقام...',
  loadFailed: 'تعذر تحميل لوحة المعلومات',
  waiting: 'ما ينتظر',
  applications: 'طلبات انضمام تنتظر المراجعة',
  applicationsLink: 'راجع المتاجر',
  awaitingCheck: 'دفعات تنتظر التحقق',
  awaitingCheckLink: 'اعرض الطلبات',
  ordersToday: 'طلبات اليوم',
  noOrders: 'لا طلبات في هذه المدة',
  currency: (label: string) => `بعملة ${label}`,
  totals: (orders: number, sales: string) =>
    `${countPhrase(orders, countNouns.orders)}، مبيعات ${sales}`,
  ordersChart: 'الطلبات يومياً',
  salesChart: 'المبيعات يومياً (دون الملغاة)',
  chartSummary: (title: string, from: string, to: string, total: string, peak: string) =>
    `${title} من ${from} إلى ${to}: المجموع ${total}، وأعلى يوم ${peak}`,
  peakDay: (day: string, value: string) => `${day} (${value})`,
  noPeak: 'لا شيء',
  table: {
    caption: (label: string) => `الأرقام يوماً بيوم ${label}`,
    day: 'اليوم',
    orders: 'الطلبات',
    sales: 'المبيعات',
  },
  topStores: 'أكثر المتاجر مبيعاً',
  topProducts: 'أكثر المنتجات مبيعاً',
  noSales: 'لا مبيعات في هذه المدة',
  storeOrders: (n: number) => countPhrase(n, countNouns.orders),
  pieces: (n: number) => countPhrase(n, countNouns.pieces),
} as const;
