/**
 * The seller console's orders (docs/decisions/018-order-operations.md): validation messages
 * used by the shared schemas (schemas/seller-orders.ts).
 */
export const sellerOrdersValidation = {
  feeKindInvalid: 'اختر طريقة حساب رسوم التوصيل',
  amountInvalid: 'أدخل مبلغاً صحيحاً (رقم موجب بمنزلتين عشريتين على الأكثر)',
  amountTooHigh: 'المبلغ كبير جداً',
  reasonRequired: 'اكتب سبب الرفض ليعرفه الزبون',
  cancelReasonRequired: 'اكتب سبب الإلغاء ليعرفه الزبون',
  reasonTooLong: 'السبب طويل جداً (500 حرف على الأكثر)',
};
