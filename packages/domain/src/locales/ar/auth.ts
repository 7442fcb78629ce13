/**
 * Accounts: the spec's auth messages verbatim (spec orders §8) and the text of the auth,
 * profile and settings screens.
 */
export const authMessages = {
  // Validation (spec orders §5).
  required: 'هذا الحقل مطلوب',
  emailRequired: 'يرجى إدخال البريد الإلكتروني',
  emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح',
  passwordsDoNotMatch: 'كلمات المرور غير متطابقة',
  passwordTooShort: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  passwordTooLong: 'يجب ألا تزيد كلمة المرور على 128 حرفاً',
  nameRequired: 'الاسم مطلوب',
  nameTooLong: 'الاسم طويل جداً',
  phoneInvalid: 'رقم الهاتف غير صحيح',
  coordinatesBoth: 'يرجى إدخال خط العرض وخط الطول معاً',
  coordinatesInvalid: 'الإحداثيات غير صحيحة',
  // Login.
  loginFailed: 'فشل في تسجيل الدخول',
  loginException: 'حدث خطأ أثناء تسجيل الدخول',
  loginErrorTitle: 'خطأ في تسجيل الدخول',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  emailNotVerified: 'يرجى تأكيد بريدك الإلكتروني أولاً، لقد أرسلنا لك رابط التأكيد',
  // Registration.
  alreadyRegistered: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل',
  registerException: 'حدث خطأ أثناء إنشاء الحساب',
  registerErrorTitle: 'خطأ في إنشاء الحساب',
  // Password reset and update.
  resetException: 'حدث خطأ أثناء إرسال رابط إعادة تعيين كلمة المرور',
  resetErrorTitle: 'خطأ في إرسال الرابط',
  resetLinkSent: 'إذا كان البريد مسجلاً لدينا فستصلك رسالة تحتوي على رابط إعادة تعيين كلمة المرور',
  resetTokenInvalid: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية',
  updatePasswordException: 'حدث خطأ أثناء تحديث كلمة المرور',
  updatePasswordErrorTitle: 'خطأ في تحديث كلمة المرور',
  passwordUpdated: 'تم تحديث كلمة المرور بنجاح',
  currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة',
  // Profile.
  completeProfileException: 'حدث خطأ أثناء إكمال الملف الشخصي',
  saveChangesException: 'حدث خطأ أثناء حفظ التغييرات',
  // Success (mobile).
  loggedInTitle: 'تم تسجيل الدخول بنجاح',
  loggedInText: 'مرحباً بك',
  accountCreatedTitle: 'تم إنشاء الحساب بنجاح',
  accountCreatedText: 'تحقق من بريدك الإلكتروني لتأكيد الحساب',
  emailVerified: 'تم تأكيد بريدك الإلكتروني، يمكنك تسجيل الدخول الآن',
  // A write from a page the server does not trust (another site, or an address it was not told).
  untrustedOrigin:
    'لا يمكن إتمام هذا الطلب من العنوان الذي فتحت منه سوق، افتحه من عنوانه المعتمد ثم حاول مرة أخرى',
  // The address is isolated left-to-right so its punctuation stays in place in Arabic text.
  untrustedOriginAt: (address: string) =>
    `لا يمكن إتمام هذا الطلب من العنوان الذي فتحت منه سوق، افتحه من العنوان \u2066${address}\u2069 ثم حاول مرة أخرى`,
  // Rate limiting.
  tooManyAttempts: 'محاولات كثيرة، يرجى الانتظار قليلاً ثم المحاولة مرة أخرى',
  // Roles.
  administrator: 'Administrator',
  notAllowed: 'غير مسموح',
} as const;
