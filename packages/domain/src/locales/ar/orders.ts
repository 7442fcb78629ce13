import type { FulfilmentMethod, OrderStatus, PaymentMethod } from '../../orders';

/** Order history and status text (spec §4 order statuses, §8 orders). */
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
  paymentMethod: {
    shamcash: 'شام كاش',
    goldmasters: 'غولد ماسترز',
    cod: 'الدفع عند الاستلام',
  } satisfies Record<PaymentMethod, string>,
  fulfilment: {
    pickup: 'استلام من المتجر',
    delivery: 'توصيل',
  } satisfies Record<FulfilmentMethod, string>,
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
  },
} as const;
