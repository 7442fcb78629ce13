import type { OrderActor } from '../../order-status';
import type { OrderStatus } from '../../orders';

/**
 * The seller's screen of one order (/seller/orders/{id}, docs/decisions/017-order-operations.md):
 * what the store reads about the order and the customer, and the moves it makes. Status and
 * payment names are those of locales/ar/orders.ts and seller-orders.ts.
 */
export const sellerOrderDetailText = {
  /** Followed by the order number (left to right). */
  title: 'الطلب رقم',
  back: 'العودة إلى الطلبات',
  loading: 'جارٍ تحميل الطلب...',
  loadFailed: 'تعذر تحميل الطلب',
  notFound: 'هذا الطلب غير موجود أو ليس من طلبات متجرك',
  placedAt: 'تاريخ الطلب',
  orderStatus: 'حالة الطلب',
  paymentStatus: 'حالة الدفع',

  items: 'المنتجات',
  subtotal: 'المجموع الفرعي',
  deliveryFee: 'رسوم التوصيل',
  feeUnknown: 'لم تُحدَّد بعد',
  total: 'المجموع',

  payment: 'الدفع والاستلام',
  fulfilment: 'طريقة الاستلام',
  paymentMethod: 'طريقة الدفع',
  receipt: 'رقم الإيصال',
  /** Above the payment check: the number to look for in the store's wallet. */
  receiptToCheck: 'ابحث في محفظتك عن التحويل رقم',
  duplicateReceipt:
    'تنبيه: رقم الإيصال هذا موجود في طلب آخر لمتجرك. تحقّق من وصول التحويل قبل تأكيد الدفع.',
  /** The date already formatted. */
  paymentDue: (date: string) =>
    `تحقق من التحويل قبل ${date}، وإلا يُلغى الطلب تلقائياً ويعود المخزون.`,
  paymentNote: 'سبب رفض الدفع',
  notes: 'ملاحظات الزبون',

  customer: 'الزبون',
  name: 'الاسم',
  phone: 'الهاتف',
  callShort: 'اتصال',
  email: 'البريد الإلكتروني',
  noPhone: 'لم يترك الزبون رقم هاتف',
  call: (name: string) => `اتصال بـ ${name}`,
  whatsApp: 'واتساب',
  whatsAppLabel: (name: string) => `مراسلة ${name} على واتساب`,
  /** Prefilled in the WhatsApp chat the store opens with the customer. */
  whatsAppMessage: (number: string, store: string) =>
    `مرحباً، معك متجر ${store} بخصوص طلبك رقم ${number} على سوق.`,

  address: 'عنوان التوصيل',
  deliveryNotes: 'ملاحظات التوصيل',
  pickup: 'يستلم الزبون الطلب من المتجر',
  mapLabel: 'موقع التوصيل على الخريطة',
  directions: 'الاتجاهات',

  history: 'سجل الطلب',
  actors: {
    customer: 'الزبون',
    vendor: 'المتجر',
    admin: 'الإدارة',
    system: 'النظام',
  } satisfies Record<OrderActor, string>,
  placed: 'تم إنشاء الطلب',
  by: (actor: string) => `بواسطة ${actor}`,

  actions: 'الإجراءات',
  noActions: 'لا إجراءات متاحة لهذا الطلب',
  confirmPayment: 'تأكيد الدفع',
  rejectPayment: 'رفض الدفع',
  /** One button per move the store may make (order-status.ts nextStatuses). */
  moves: {
    pending: 'إعادة إلى الانتظار',
    confirmed: 'تأكيد الطلب',
    preparing: 'بدء التحضير',
    ready_for_pickup: 'جاهز للاستلام',
    out_for_delivery: 'إرسال للتوصيل',
    delivered: 'تأكيد التسليم',
    cancelled: 'إلغاء الطلب',
    refunded: 'استرداد المبلغ',
  } satisfies Record<OrderStatus, string>,
  adjustFee: 'تعديل رسوم التوصيل',
  keep: 'تراجع',
  close: 'إغلاق',

  reject: {
    title: 'رفض الدفع',
    text: 'لم يصل التحويل؟ سيُلغى الطلب ويعود المخزون، ويصل السبب إلى الزبون.',
    reason: 'سبب الرفض (يراه الزبون)',
    submit: 'تأكيد الرفض',
  },
  cancel: {
    title: 'إلغاء الطلب',
    text: 'سيُلغى الطلب ويعود المخزون، ويصل السبب إلى الزبون.',
    reason: 'سبب الإلغاء (يراه الزبون)',
    submit: 'تأكيد الإلغاء',
  },
  fee: {
    title: 'تعديل رسوم التوصيل',
    text: 'يتغير مجموع الطلب تبعاً للرسوم الجديدة، ويصل الزبونَ بريد بالرسوم القديمة والجديدة والسبب.',
    amount: (currency: string) => `الرسوم الجديدة (${currency})`,
    reason: 'سبب التعديل',
    submit: 'حفظ الرسوم',
  },
  proof: {
    title: 'صورة إثبات التسليم',
    needed: 'التقط صورة للطلب عند تسليمه للزبون، ثم أكّد التسليم.',
    take: 'التقاط صورة الإثبات',
    retake: 'التقاط صورة أخرى',
    uploading: 'جارٍ رفع الصورة...',
    alt: (number: string) => `صورة إثبات تسليم الطلب ${number}`,
    cameraFailed: 'تعذر فتح الكاميرا، يرجى المحاولة مرة أخرى',
  },

  done: {
    paymentConfirmed: 'تم تأكيد الدفع والطلب',
    paymentRejected: 'تم رفض الدفع وإلغاء الطلب',
    moved: (status: string) => `أصبحت حالة الطلب: ${status}`,
    feeSaved: 'تم تعديل رسوم التوصيل',
    proofUploaded: 'تم رفع صورة الإثبات',
  },
  failed: 'تعذر تنفيذ العملية، يرجى المحاولة مرة أخرى',
} as const;
