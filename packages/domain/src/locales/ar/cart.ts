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
} as const;
