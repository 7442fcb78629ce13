/**
 * The seller console's orders (docs/decisions/017-order-operations.md): validation messages
 * used by the shared schemas (schemas/seller-orders.ts).
 */
export const sellerOrdersValidation = {
  feeKindInvalid: 'اختر طريقة حساب رسوم التوصيل',
  feeCurrencyInvalid: 'اختر عملة رسوم التوصيل',
  amountInvalid: 'أدخل مبلغاً صحيحاً (رقم موجب بمنزلتين عشريتين على الأكثر)',
  amountTooHigh: 'المبلغ كبير جداً',
  reasonRequired: 'اكتب سبب الرفض ليعرفه الزبون',
  cancelReasonRequired: 'اكتب سبب الإلغاء ليعرفه الزبون',
  feeReasonRequired: 'اكتب سبب تعديل الرسوم ليعرفه الزبون',
  reasonTooLong: 'السبب طويل جداً (500 حرف على الأكثر)',
};

/** Payment statuses as the store and the customer read them (payment-status.ts). */
export const paymentStatusText = {
  awaiting_check: 'بانتظار التحقق من الدفع',
  confirmed: 'تم تأكيد الدفع',
  rejected: 'رُفض الدفع',
  due_on_delivery: 'الدفع عند الاستلام',
  paid: 'مدفوع',
  void: 'لا دفع (ملغى)',
};

/** The orders export's column headers (order-csv.ts), in file order. */
export const orderCsvHeaders = [
  'رقم الطلب',
  'التاريخ',
  'الحالة',
  'حالة الدفع',
  'طريقة الدفع',
  'رقم الإيصال',
  'العميل',
  'الهاتف',
  'طريقة الاستلام',
  'العنوان',
  'المنتجات',
  'المجموع الفرعي',
  'رسوم التوصيل',
  'المجموع',
  'العملة',
];

export const orderCsvValidation = {
  dateInvalid: 'التاريخ يجب أن يكون بالشكل YYYY-MM-DD',
  rangeInvalid: 'تاريخ النهاية يجب أن يكون بعد تاريخ البداية أو مساوياً له',
  rangeTooLong: 'الفترة طويلة جداً (366 يوماً على الأكثر)',
};
