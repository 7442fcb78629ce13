import type { CartIssue } from '../../checkout';

/** Checkout rules' messages (spec §4 checkout readiness, §5 cart and checkout, §8). */
export const checkoutText = {
  /** One line per cart issue code (checkout.ts cartIssues). */
  issues: {
    empty: 'السلة فارغة',
    display_only: 'السلة تحتوي على منتجات للعرض فقط',
    multiple_vendors: 'السلة تحتوي على منتجات من متاجر متعددة',
    multiple_currencies: 'السلة تحتوي على منتجات بعملات مختلفة',
    no_fulfilment: 'لا توجد طرق توصيل متاحة لجميع المنتجات',
    no_payment: 'تعارض في طرق الدفع: لا توجد طريقة دفع مشتركة لجميع المنتجات',
  } satisfies Record<CartIssue, string>,
  cannotComplete: 'لا يمكن إتمام الطلب',
  incompleteInfo: 'معلومات ناقصة',
  incompleteInfoText: 'تأكد من إكمال جميع الخطوات',
  addressRequired: 'عنوان التوصيل مطلوب',
  choosePayment: 'اختر طريقة الدفع',
  receiptRequired: 'رقم الإيصال مطلوب',
  paymentNotAvailable: 'طريقة الدفع المختارة غير متاحة لهذا الطلب',
  noPaymentMethods: 'لا توجد طرق دفع متاحة لهذا الطلب',
  noFulfilmentOptions: 'لا توجد طرق استلام متاحة لهذا الطلب',
  notPurchasable: 'غير متاح للشراء',
  outOfStock: 'نفد المخزون',
  orderFailedTitle: 'خطأ في إنشاء الطلب',
  orderFailedText: 'حدث خطأ أثناء إنشاء الطلب، يرجى المحاولة مرة أخرى',
  creatingOrder: 'جارٍ إنشاء الطلب...',
  deliveryFeeLater: 'تُحسب لاحقاً',
} as const;
