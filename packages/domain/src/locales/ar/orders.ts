import { countPhrase } from '../../arabic-plural';
import type { OrderActor } from '../../order-status';
import type { FulfilmentMethod, OrderStatus, PaymentMethod } from '../../orders';
import { countNouns } from './counts';

/** Order history and status text (spec orders §4 order statuses, §8 orders). */
export const ordersText = {
  status: {
    pending: 'قيد الانتظار',
    confirmed: 'مؤكد',
    preparing: 'قيد التحضير',
    ready_for_pickup: 'جاهز للاستلام',
    out_for_delivery: 'في الطريق',
    delivered: 'تم التسليم',
    cancelled: 'ملغي',
    refunded: 'مسترد',
  } satisfies Record<OrderStatus, string>,
  loadErrorTitle: 'خطأ في تحميل الطلبات',
  loadErrorText: 'حدث خطأ أثناء تحميل طلباتك. يرجى المحاولة مرة أخرى.',
  empty: 'لا توجد طلبات',
  deliveryProofFailed: 'تعذر تحميل صورة إثبات التسليم',
  statusChangeNotAllowed: 'لا يمكن نقل الطلب إلى هذه الحالة',
  deliveryProofNotAllowed: 'يُرفق إثبات التسليم فقط بطلب في الطريق أو جاهز للاستلام أو تم تسليمه',
  paymentMethod: {
    shamcash: 'شام كاش',
    goldmasters: 'غولد ماسترز',
    cod: 'الدفع عند الاستلام',
  } satisfies Record<PaymentMethod, string>,
  fulfilment: {
    pickup: 'استلام من المتجر',
    delivery: 'توصيل',
  } satisfies Record<FulfilmentMethod, string>,
  /** The shopper's order list (spec orders §2 customer orders, mobile orders). */
  list: {
    loading: 'جارٍ تحميل الطلبات...',
    retry: 'إعادة المحاولة',
    emptyText: 'لم تقم بأي طلب بعد. ابدأ التسوق واطلب من متاجرك المفضلة.',
    startShopping: 'ابدأ التسوق',
    backToProfile: 'العودة إلى الملف الشخصي',
    count: (count: number) => countPhrase(count, countNouns.orders),
    /** Past the newest page (50 orders): the next page, until every order is shown. */
    more: 'عرض المزيد من الطلبات',
    loadingMore: 'جارٍ تحميل المزيد...',
    moreFailed: 'تعذر تحميل المزيد من الطلبات. حاول مرة أخرى.',
    shown: (shown: number, count: number) => `عرض ${shown} من ${count}`,
  },
  card: {
    number: (number: string) => `طلب رقم ${number}`,
    status: 'حالة الطلب',
    vendor: 'المتجر',
    items: 'المنتجات',
    line: (quantity: number, unitPrice: string) => `${quantity} × ${unitPrice}`,
    total: 'المجموع',
    paymentMethod: 'طريقة الدفع',
    receipt: 'رقم الإيصال',
    fulfilment: 'طريقة الاستلام',
    deliveryInfo: 'معلومات التوصيل',
    /** Street, building and floor are labelled by addressText.details, as everywhere. */
    city: 'المدينة',
    country: 'الدولة',
    /** Addresses store the country as 'Syria' by default; shoppers read it in Arabic. */
    syria: 'سوريا',
    address: 'العنوان',
    deliveryNotes: 'ملاحظات التوصيل',
    notes: 'ملاحظات الطلب',
    deliveryProof: 'إثبات التسليم',
    showProof: 'عرض صورة إثبات التسليم',
    hideProof: 'إخفاء صورة إثبات التسليم',
    proofAlt: (number: string) => `صورة إثبات تسليم الطلب ${number}`,
    details: 'تفاصيل الطلب',
    /** The link's name names the order: every card has one. */
    detailsOf: (number: string) => `تفاصيل الطلب ${number}`,
    subtotal: 'المجموع الفرعي',
    deliveryFee: 'رسوم التوصيل',
    free: 'مجاناً',
  },
  /** One order's page (docs/decisions/017-order-operations.md: timeline, fee, payment status). */
  page: {
    back: 'العودة إلى طلباتي',
    loading: 'جارٍ تحميل الطلب...',
    notFoundTitle: 'الطلب غير موجود',
    notFoundText: 'لم نجد هذا الطلب بين طلباتك. ربما الرابط غير صحيح أو الطلب لحساب آخر.',
    loadErrorTitle: 'خطأ في تحميل الطلب',
    loadErrorText: 'حدث خطأ أثناء تحميل الطلب. يرجى المحاولة مرة أخرى.',
    retry: 'إعادة المحاولة',
    paymentStatus: 'حالة الدفع',
    paymentRejected: 'رفض المتجر الدفع',
    paymentRejectedReason: 'سبب الرفض',
    /** A wallet order the store has not checked yet; the date already formatted. */
    paymentDue: (date: string) =>
      `ينتظر المتجر التحقق من إيصال التحويل. إن لم يتحقق منه قبل ${date} يُلغى الطلب تلقائياً.`,
    timeline: 'مراحل الطلب',
    summary: 'ملخص الطلب',
    items: 'المنتجات',
    proof: 'إثبات التسليم',
    /** Who moved the order to a step. */
    actor: {
      customer: 'بواسطتك',
      vendor: 'بواسطة المتجر',
      admin: 'بواسطة إدارة سوق',
      system: 'تلقائياً',
    } satisfies Record<OrderActor, string>,
    /** The label of a step's note: the store's words, the admin's, or the server's reason. */
    noteLabel: {
      customer: 'ملاحظة',
      vendor: 'ملاحظة المتجر',
      admin: 'ملاحظة الإدارة',
      system: 'السبب',
    } satisfies Record<OrderActor, string>,
  },
  cancel: {
    button: 'إلغاء الطلب',
    title: 'إلغاء الطلب؟',
    question: 'سيُلغى هذا الطلب ولا يمكن التراجع عن ذلك.',
    confirm: 'نعم، ألغِ الطلب',
    keep: 'تراجع',
    done: 'تم إلغاء الطلب',
    failed: 'تعذر إلغاء الطلب، يرجى المحاولة مرة أخرى',
  },
  /** The store owner's mail when an order arrives. */
  newOrderMail: {
    subject: (number: string) => `طلب جديد رقم ${number}`,
    intro: (store: string) => `وصل طلب جديد إلى متجر ${store}. يرجى مراجعته والتواصل مع العميل.`,
    customer: 'العميل',
    items: 'المنتجات',
    total: 'المجموع',
    payment: 'طريقة الدفع',
    receipt: 'رقم الإيصال',
    fulfilment: 'طريقة الاستلام',
    address: 'العنوان',
    notes: 'ملاحظات',
    paymentDue: 'موعد التحقق من الدفع',
    /** The date already formatted. */
    paymentDueText: (date: string) =>
      `تحقق من إيصال التحويل وأكّد الطلب قبل ${date}، وإلا يُلغى الطلب تلقائياً ويعود المخزون.`,
  },
  /** The customer's mail when the store or the admin moves their order. */
  statusMail: {
    subject: (number: string, status: string) => `طلبك رقم ${number}: ${status}`,
    intro: (store: string) => `تم تحديث حالة طلبك من متجر ${store}.`,
    status: 'الحالة الجديدة',
    previous: 'الحالة السابقة',
    total: 'المجموع',
    note: 'ملاحظة المتجر',
    /** The label of the note when the server itself moved the order. */
    reason: 'السبب',
    /** The note of a wallet order cancelled at its payment deadline. */
    paymentExpired: 'لم يُؤكَّد الدفع قبل الموعد المحدد، فأُلغي الطلب تلقائياً.',
    link: 'عرض الطلب',
    next: {
      confirmed: 'أكد المتجر طلبك وسيبدأ بتحضيره قريباً.',
      preparing: 'يقوم المتجر بتحضير طلبك الآن.',
      ready_for_pickup: 'طلبك جاهز، يمكنك استلامه من المتجر.',
      out_for_delivery: 'طلبك في الطريق إليك.',
      delivered: 'تم تسليم طلبك. شكراً لتسوقك من سوق.',
      cancelled: 'تم إلغاء طلبك. لأي استفسار يرجى التواصل مع المتجر.',
      refunded: 'تم استرداد مبلغ طلبك.',
    } satisfies Partial<Record<OrderStatus, string>>,
  },
} as const;
