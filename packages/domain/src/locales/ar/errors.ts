import type { ErrorCode } from '../../errors';
import { MAX_SAVED_ADDRESSES } from '../../schemas/addresses';
import { authMessages } from './auth';
import { checkoutText } from './checkout';
import { geocodingText } from './geocoding';
import { ordersText } from './orders';
import { sellerUploadText } from './seller-uploads';

/** What the API says, in Arabic, for each error code (the UI may show it as is). */
export const apiErrors: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'البيانات المدخلة غير صحيحة',
  UNAUTHENTICATED: 'يجب تسجيل الدخول أولاً',
  INVALID_CREDENTIALS: authMessages.invalidCredentials,
  EMAIL_NOT_VERIFIED: authMessages.emailNotVerified,
  PROFILE_INCOMPLETE: 'يرجى إكمال ملفك الشخصي أولاً',
  INVALID_TOKEN: authMessages.resetTokenInvalid,
  EMAIL_ALREADY_REGISTERED: authMessages.alreadyRegistered,
  FORBIDDEN: 'غير مسموح',
  NOT_FOUND: 'العنصر المطلوب غير موجود',
  METHOD_NOT_ALLOWED: 'هذه العملية غير مدعومة',
  CONFLICT: 'تعارض في البيانات، يرجى المحاولة مرة أخرى',
  OUT_OF_STOCK: 'نفد المخزون',
  PRICE_CHANGED: 'تغيّر سعر بعض المنتجات',
  IDEMPOTENCY_KEY_REUSED: 'تم استخدام مفتاح الطلب نفسه لطلب مختلف',
  PRODUCT_UNAVAILABLE: checkoutText.notPurchasable,
  DISPLAY_ONLY: checkoutText.issues.display_only,
  WRONG_VENDOR: checkoutText.issues.multiple_vendors,
  MIXED_CURRENCIES: checkoutText.issues.multiple_currencies,
  FULFILMENT_NOT_AVAILABLE: checkoutText.issues.no_fulfilment,
  PAYMENT_METHOD_NOT_AVAILABLE: checkoutText.paymentNotAvailable,
  RECEIPT_REQUIRED: checkoutText.receiptRequired,
  ADDRESS_REQUIRED: checkoutText.addressRequired,
  OUTSIDE_DELIVERY_AREA: checkoutText.outsideDeliveryArea,
  UNPAID_QUANTITY_LIMIT: checkoutText.unpaidQuantityLimit,
  STATUS_CHANGE_NOT_ALLOWED: ordersText.statusChangeNotAllowed,
  DELIVERY_PROOF_NOT_ALLOWED: ordersText.deliveryProofNotAllowed,
  REQUEST_TIMEOUT: 'انقطع الاتصال أثناء إرسال البيانات، يرجى المحاولة مرة أخرى',
  PAYLOAD_TOO_LARGE: 'حجم البيانات المرسلة كبير جداً',
  UNSUPPORTED_MEDIA_TYPE: 'نوع المحتوى غير مدعوم',
  RATE_LIMITED: authMessages.tooManyAttempts,
  INTERNAL: 'حدث خطأ غير متوقع، يرجى المحاولة لاحقاً',
  SERVICE_UNAVAILABLE: 'الخدمة غير متاحة حالياً، يرجى المحاولة لاحقاً',
  ADDRESS_LIMIT_REACHED: `لا يمكن حفظ أكثر من ${MAX_SAVED_ADDRESSES} عنواناً، احذف عنواناً قديماً أولاً`,
  GEOCODE_EMPTY_QUERY: geocodingText.emptyQuery,
  GEOCODE_INVALID_REQUEST: geocodingText.invalidRequest,
  GEOCODE_NO_RESULTS: geocodingText.noResults,
  GEOCODE_NO_LOCATION_DATA: geocodingText.noLocationData,
  GEOCODE_REQUEST_DENIED: geocodingText.requestDenied,
  GEOCODE_SEARCH_FAILED: geocodingText.searchFailed,
  GEOCODE_INVALID_LOCATION_DATA: geocodingText.invalidLocationData,
  GEOCODE_QUOTA_EXCEEDED: geocodingText.quotaExceeded,
  GEOCODER_UNAVAILABLE: geocodingText.unavailable,
  STORE_NOT_FOUND: sellerUploadText.storeRequired,
  SKU_TAKEN: sellerUploadText.skuTaken,
  PRODUCT_HAS_ORDERS: sellerUploadText.productHasOrders,
  MEDIA_LIMIT_REACHED: sellerUploadText.mediaLimitReached,
  IMPORT_REJECTED: sellerUploadText.importRejected,
};
