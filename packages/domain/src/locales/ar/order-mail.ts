/**
 * The order mails added with the order operations (docs/decisions/017-order-operations.md
 * "Mails"): the customer's confirmation, and the store told of a customer's cancel.
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
    payment: 'طريقة الدفع',
    receipt: 'رقم الإيصال',
    fulfilment: 'طريقة الاستلام',
    address: 'العنوان',
    walletNext:
      'سيتحقق المتجر من وصول التحويل إلى محفظته. عند تأكيد الدفع يبدأ تجهيز طلبك، وإن لم يجد المتجر التحويل فسيُلغى الطلب ونخبرك بالسبب.',
    walletDue: (due: string) => `إن لم يُراجع المتجر الدفع قبل ${due} يُلغى الطلب تلقائياً.`,
    cashNext: 'تدفع المبلغ نقداً عند استلام طلبك. سنراسلك عند كل تغيير في حالته.',
    link: 'طلباتي',
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
    previous: 'الرسوم السابقة',
    fee: 'رسوم التوصيل الجديدة',
    total: 'المجموع الجديد',
    reason: 'السبب',
    unknown: 'لم تكن محسوبة',
    link: 'طلباتي',
  },
};
