import { countPhrase } from '../../arabic-plural';
import { countNouns } from './counts';

/** Add-to-cart feedback from discovery screens (spec: add-to-cart flow, error catalogue). */
export const cartText = {
  loginRequiredTitle: 'يجب تسجيل الدخول',
  loginRequiredText: 'يرجى تسجيل الدخول أولاً لإضافة المنتجات إلى السلة',
  added: 'تمت الإضافة إلى السلة',
  displayOnly: 'منتج للعرض فقط',
  notPurchasable: 'غير متاح للشراء',
  outOfStock: 'نفد المخزون',
  missingVendor: 'معلومات المتجر غير متوفرة',
  addFailed: 'حدث خطأ أثناء إضافة المنتج للسلة',
  /** On the sign-in screen while a guest's add waits for them (pending-add-notice.tsx). */
  pendingAdd: {
    title: 'سجّل دخولك لنكمل الإضافة',
    text: (name: string, quantity: number) =>
      `بعد تسجيل الدخول أو إنشاء حساب نضيف «${name}»${quantity > 1 ? ` (${countPhrase(quantity, countNouns.pieces)})` : ''} إلى سلتك ونعيدك إلى الصفحة التي كنت فيها.`,
    cancel: 'إلغاء الإضافة والعودة',
  },
  /** Told before adding an item that starts a new group. */
  separateOrder: {
    title: 'سيكون طلباً منفصلاً',
    vendor:
      'هذا المنتج من متجر غير المتجر الذي في سلتك، فسيكون طلباً منفصلاً تكمله وحده. تبقى منتجاتك الأخرى في السلة.',
    currency:
      'هذا المنتج مسعّر بعملة غير عملة منتجات هذا المتجر في سلتك، فسيكون طلباً منفصلاً تكمله وحده.',
  },
} as const;

/** The cart screens, web /cart and /mobile/cart (spec orders §2 cart page, §4 cart actions). */
export const cartPageText = {
  itemCount: (count: number) => `عدد المنتجات: ${count}`,
  emptyTitle: 'سلتك فارغة',
  emptyText: 'لم تضف أي منتج إلى السلة بعد. تصفح المنتجات وأضف ما يعجبك.',
  browseProducts: 'تصفح المنتجات',
  unitPrice: 'سعر القطعة',
  lineTotal: 'المجموع',
  quantity: 'الكمية',
  quantityOf: (name: string) => `كمية ${name}`,
  increase: (name: string) => `زيادة كمية ${name}`,
  decrease: (name: string) => `إنقاص كمية ${name}`,
  stockCap: (count: number) => `المتوفر: ${count}`,
  remove: 'إزالة',
  removeLabel: (name: string) => `إزالة ${name} من السلة`,
  removed: 'تمت إزالة المنتج من السلة',
  summaryTitle: 'ملخص الطلب',
  subtotal: 'المجموع الفرعي',
  deliveryFee: 'رسوم التوصيل',
  total: 'الإجمالي',
  continue: 'متابعة الطلب',
  clear: 'إفراغ السلة',
  clearTitle: 'إفراغ السلة؟',
  clearQuestion: 'ستُحذف جميع المنتجات من سلتك. هل أنت متأكد؟',
  clearConfirm: 'نعم، أفرغ السلة',
  cancel: 'إلغاء',
  cleared: 'تم إفراغ السلة',
  flags: {
    display_only: 'منتج للعرض فقط',
    payment: 'لا يشترك في طرق الدفع',
    fulfillment: 'لا يشترك في طرق الاستلام',
  },
  paymentMethods: 'طرق الدفع المتاحة',
  fulfilmentOptions: 'طرق الاستلام المتاحة',
  noneAvailable: 'لا يوجد',
  conflictsLabel: 'تعارضات في السلة',
  resolveConflict: 'حل التعارض',
  close: 'إغلاق',
  conflict: {
    vendorTitle: 'اختر المتجر الذي تريد الإبقاء عليه',
    vendorText: 'ستُحذف منتجات المتاجر الأخرى من السلة.',
    keepVendor: (name: string) => `الإبقاء على ${name}`,
    currencyTitle: 'اختر العملة التي تريد الإبقاء عليها',
    currencyText: 'ستُحذف المنتجات المسعّرة بالعملات الأخرى من السلة.',
    keepCurrency: (currency: string) => `الإبقاء على المنتجات بعملة ${currency}`,
    paymentTitle: 'تعارض في طرق الدفع',
    paymentText: 'هذه المنتجات لا تشترك مع باقي السلة في طريقة دفع. احذف ما لا تحتاجه منها.',
    fulfillmentTitle: 'تعارض في طرق الاستلام',
    fulfillmentText: 'هذه المنتجات لا تشترك مع باقي السلة في طريقة استلام. احذف ما لا تحتاجه منها.',
    units: (count: number) => `عدد القطع: ${count}`,
  },
  /** One order per store and currency: the cart's groups (cart-groups.ts). */
  groups: {
    noticeTitle: 'سلتك فيها أكثر من طلب',
    noticeText:
      'الطلب الواحد يكون من متجر واحد وبعملة واحدة، لذلك قسّمنا سلتك إلى مجموعات. أكمل كل مجموعة وحدها، وتبقى المجموعات الأخرى في السلة حتى تعود إليها.',
    label: (vendor: string, currency: string) => `منتجات ${vendor} بعملة ${currency}`,
    pricedIn: (currency: string) => `الأسعار بعملة ${currency}`,
    storeTwoCurrencies:
      'يبيع هذا المتجر بأكثر من عملة، ولا يجمع الطلب الواحد عملتين: منتجات كل عملة طلب منفصل.',
    checkout: 'إتمام طلب هذه المجموعة',
    checkoutOf: (vendor: string, currency: string) => `إتمام طلب ${vendor} بعملة ${currency}`,
  },
  refresh: {
    title: 'تم تحديث سلتك',
    priceChanged: (name: string, from: string, to: string) =>
      `تغيّر سعر ${name} من ${from} إلى ${to}`,
    quantityReduced: (name: string, count: number) => `خُفّضت كمية ${name} إلى ${count} حسب المتوفر`,
    unavailable: (name: string) => `أُزيل ${name} لأنه لم يعد متوفراً`,
  },
} as const;
