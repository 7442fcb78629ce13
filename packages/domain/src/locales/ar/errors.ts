import type { ErrorCode } from '../../errors';
import { authMessages } from './auth';

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
  PAYLOAD_TOO_LARGE: 'حجم البيانات المرسلة كبير جداً',
  UNSUPPORTED_MEDIA_TYPE: 'نوع المحتوى غير مدعوم',
  RATE_LIMITED: authMessages.tooManyAttempts,
  INTERNAL: 'حدث خطأ غير متوقع، يرجى المحاولة لاحقاً',
  SERVICE_UNAVAILABLE: 'الخدمة غير متاحة حالياً، يرجى المحاولة لاحقاً',
};
