/**
 * The order mails added with the order operations (docs/decisions/017-order-operations.md
 * "Mails"): the customer's confirmation, the store told of a customer's cancel, the customer
 * told of a fee the store set and of a payment the store rejected.
 */
export const orderMailText = {
  confirmation: {
    subject: (number: string) => `تم استلام طلبك رقم ${number}`,
    intro: (store: string) => `شكراً لك! وصل طلبك إلى متجر ${store}.`,
    items: 'المنتجات',
    subtotal: 'المجموع الفرعي',
    deliveryFee: 'رسوم التوصيل',
    deliveryFeeLater: 'تُحسب لاحقاً',
    total: 'المجموع',
    /** The total while the delivery fee is not known yet: it leaves the fee out. */
    totalWithoutFee: 'المجموع دون رسوم التوصيل',
    payment: 'طريقة الدفع',
    receipt: 'رقم الإيصال',
    fulfilment: 'طريقة الاستلام',
    address: 'العنوان',
    walletNext:
      'سيتحقق المتجر من وصول التحويل إلى محفظته. عند تأكيد الدفع يبدأ تجهيز طلبك، وإن لم يجد المتجر التحويل فسيُلغى الطلب ونخبرك بالسبب.',
    walletDue: (due: string) => `إن لم يتحقق المتجر من الدفع قبل ${due}، يُلغى الطلب تلقائياً.`,
    cashNext: 'تدفع المبلغ نقداً عند استلام طلبك. سنراسلك عند كل تغيير في حالته.',
    link: 'عرض الطلب',
  },
  customerCancelled: {
    subject: (number: string) => `ألغى العميل الطلب رقم ${number}`,
    intro: (store: string) =>
      `ألغى العميل طلبه من متجر ${store}، وأُعيدت الكميات إلى المخزون. لا حاجة لتجهيزه.`,
    customer: 'العميل',
    total: 'المجموع',
    receipt: 'رقم الإيصال',
  },
  feeChanged: {
    subject: (number: string) => `تعديل رسوم التوصيل لطلبك رقم ${number}`,
    intro: (store: string) => `عدّل متجر ${store} رسوم التوصيل لطلبك.`,
    /** When the fee was not known before ("calculated later"): set, not changed. */
    introSet: (store: string) => `حدّد متجر ${store} رسوم التوصيل لطلبك.`,
    previous: 'الرسوم السابقة',
    fee: 'رسوم التوصيل الجديدة',
    total: 'المجموع الجديد',
    reason: 'سبب التعديل',
    unknown: 'لم تكن محسوبة بعد',
    cashNext: 'تدفع المجموع الجديد نقداً عند استلام طلبك.',
    walletNext: 'إن كنت حوّلت مبلغاً أقل من المجموع الجديد، تواصل مع المتجر لتسوية الفرق.',
    link: 'عرض الطلب',
  },
  paymentRejected: {
    subject: (number: string) => `لم يُقبل الدفع، فأُلغي طلبك رقم ${number}`,
    intro: (store: string) =>
      `راجع متجر ${store} الدفع لطلبك ولم يجد التحويل في محفظته، فأُلغي الطلب.`,
    reason: 'سبب المتجر',
    payment: 'طريقة الدفع',
    receipt: 'رقم الإيصال',
    total: 'مبلغ الطلب',
    nothingToPay: 'لا يترتب عليك دفع أي مبلغ لهذا الطلب.',
    ifPaid: 'إن كنت قد حوّلت المبلغ فعلاً، تواصل مع المتجر ومعك رقم الإيصال ليراجعه من جديد.',
    link: 'عرض الطلب',
  },
};
