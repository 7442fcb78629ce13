import type { CartIssue } from '../../checkout';

/** Checkout rules' messages (spec orders §4 checkout readiness, §5 cart and checkout, §8). */
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
  outsideDeliveryArea: 'عنوان التوصيل خارج منطقة التوصيل لهذا المتجر',
  /** Distances already formatted ('312.0 كم'). */
  outsideDeliveryAreaText: (distance: string, radius: string) =>
    `يبعد العنوان ${distance} عن المتجر، والمتجر يوصّل حتى ${radius}. اختر عنواناً أقرب أو الاستلام من المتجر.`,
  outsideDeliveryAreaUnknown: 'موقع هذا العنوان غير معروف. عدّل العنوان وحدّد موقعه على الخريطة.',
  unpaidQuantityLimit:
    'لديك طلبات لم يؤكدها المتجر بعد لهذا المنتج بالكمية القصوى. انتظر تأكيد المتجر أو قلّل الكمية.',
  /** Which product, how many more may be ordered now, and the cap. */
  unpaidQuantityLimitFor: (product: string, allowed: number, max: number) =>
    allowed > 0
      ? `لا يمكن أن يتجاوز ما تطلبه من «${product}» في طلبات لم يؤكدها المتجر بعد ${max}: يمكنك طلب ${allowed} فقط الآن.`
      : `طلباتك التي لم يؤكدها المتجر بعد تضم من «${product}» الحد الأقصى (${max}). انتظر تأكيد المتجر أو ألغِ طلباً سابقاً.`,
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
  /** Where a pickup order is collected: the store's address, map, hours and phone. */
  pickupPlace: {
    title: 'مكان الاستلام',
    address: 'العنوان',
    noAddress: 'لم يضف المتجر عنوانه بعد، اتصل به لتعرف مكان الاستلام.',
    map: 'افتح الموقع في الخريطة',
    hours: 'ساعات العمل',
    phone: 'هاتف المتجر',
    call: (store: string) => `اتصال بـ${store}`,
    loading: 'جارٍ تحميل عنوان المتجر...',
    /** The 'order placed' toast of a pickup order. */
    collectFrom: (place: string) => `تستلم طلبك من: ${place}`,
  },
  /** The checkout screens (spec orders §2 checkout page, mobile checkout; §4 checkout steps). */
  screen: {
    steps: {
      fulfilment: 'طريقة الاستلام',
      address: 'عنوان التوصيل',
      payment: 'الدفع',
      review: 'المراجعة',
    },
    stepsLabel: 'خطوات إتمام الطلب',
    progress: (step: number, total: number) => `الخطوة ${step} من ${total}`,
    next: 'التالي',
    back: 'رجوع',
    backToCart: 'العودة إلى السلة',
    fulfilmentTitle: 'كيف تريد استلام طلبك؟',
    pickupHint: 'مجاناً، تستلم طلبك من المتجر',
    deliveryHint: 'رسوم التوصيل حسب المسافة وتُحسب لاحقاً',
    addressTitle: 'اختر عنوان التوصيل',
    addAddress: 'إضافة عنوان جديد',
    noAddresses: 'لا توجد عناوين محفوظة بعد. أضف عنواناً للمتابعة.',
    addressesFailed: 'تعذر تحميل العناوين المحفوظة',
    retry: 'إعادة المحاولة',
    loadingAddresses: 'جارٍ تحميل العناوين...',
    paymentTitle: 'طريقة الدفع',
    loadingPayment: 'جارٍ تحميل معلومات الدفع...',
    walletHint: 'حوّل المبلغ إلى رقم الحساب التالي ثم أدخل رقم إيصال التحويل.',
    accountNumber: 'رقم الحساب',
    copy: 'نسخ',
    copyLabel: (method: string) => `نسخ رقم حساب ${method}`,
    copied: 'تم النسخ',
    copyFailed: 'فشل في نسخ رقم الحساب',
    receiptLabel: 'رقم الإيصال',
    codHint: 'تدفع نقداً عند استلام الطلب.',
    codPhoneLabel: 'رقم هاتف للتواصل',
    /** Spec orders §5: a cod order stores this phrase as its receipt. */
    codReceipt: 'الدفع عند الاستلام',
    reviewTitle: 'مراجعة الطلب',
    contact: 'معلومات التواصل',
    receipt: 'رقم الإيصال',
    contactPhone: 'هاتف التواصل',
    notesLabel: 'ملاحظات على الطلب (اختياري)',
    reviewNote: 'ستتم مراجعة طلبك والتواصل معك خلال 24 ساعة.',
    confirm: 'تأكيد الطلب',
    placed: 'تم إنشاء الطلب بنجاح',
    /** First in the 'order placed' toast: the number to quote to the store (decision 020). */
    placedNumber: (number: string) => `رقم طلبك ${number}.`,
    placedText: 'يمكنك متابعة حالته من صفحة طلباتي.',
    /** Other stores' or currencies' lines are still in the cart, as their own orders. */
    othersWaiting: 'وبقيت في سلتك منتجات لطلبات أخرى تكملها متى شئت.',
    chooseGroupTitle: 'اختر الطلب الذي تريد إتمامه',
    chooseGroupText:
      'في سلتك منتجات من أكثر من متجر أو بأكثر من عملة، وكل مجموعة منها طلب منفصل. اختر واحدة لإتمامها، وتبقى الأخرى في السلة.',
    priceChanged: 'تغيّرت أسعار بعض المنتجات',
    priceChangedText: 'حدّثنا الأسعار في سلتك. راجع المجموع الجديد ثم أكّد الطلب.',
    summaryTitle: 'ملخص الطلب',
    showSummary: 'عرض ملخص الطلب',
    close: 'إغلاق',
    vendor: 'المتجر',
    subtotal: 'المجموع الفرعي',
    deliveryFee: 'رسوم التوصيل',
    /** While the store's rule is asked what the chosen address pays. */
    feeLoading: 'جارٍ حساب الرسوم...',
    /** The review's subtotal, fee and total, named as one group. */
    costLabel: 'تكلفة الطلب',
    free: 'مجاناً',
    total: 'المجموع',
    quantity: (count: number) => `الكمية: ${count}`,
    emptyTitle: 'سلتك فارغة',
    emptyText: 'أضف منتجات إلى السلة ثم عد لإتمام الطلب.',
    browseProducts: 'تصفح المنتجات',
    cannotContinueTitle: 'لا يمكن المتابعة',
    cannotContinueText: 'يرجى حل المشكلات التالية في السلة أولاً:',
  },
} as const;
