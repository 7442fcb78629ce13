/**
 * Text of the auth screens (web /auth, mobile /mobile/auth). The spec's messages live in
 * auth.ts; this file holds the labels, titles and notes around them.
 */
export const authScreens = {
  webTitle: 'مرحباً بك في سوق',
  webIntro: 'سجّل الدخول أو أنشئ حساباً لتتسوق من المتاجر المحلية.',
  tabsLabel: 'تسجيل الدخول أو إنشاء حساب',
  loginTab: 'تسجيل الدخول',
  registerTab: 'إنشاء حساب',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  passwordHint: '8 أحرف على الأقل',
  confirmPassword: 'تأكيد كلمة المرور',
  fullName: 'الاسم الكامل',
  phone: 'رقم الهاتف',
  phonePlaceholder: '+963 9XX XXX XXX',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  loginSubmit: 'تسجيل الدخول',
  registerSubmit: 'إنشاء الحساب',
  forgotLink: 'نسيت كلمة المرور؟',
  forgotTitle: 'استعادة كلمة المرور',
  forgotIntro: 'أدخل بريدك الإلكتروني وسنرسل لك رابطاً لتعيين كلمة مرور جديدة.',
  forgotSubmit: 'إرسال الرابط',
  backToLogin: 'العودة لتسجيل الدخول',
  newPasswordTitle: 'تعيين كلمة مرور جديدة',
  newPasswordIntro: 'اختر كلمة مرور جديدة لحسابك.',
  newPassword: 'كلمة المرور الجديدة',
  confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
  newPasswordSubmit: 'حفظ كلمة المرور',
  requestNewLink: 'طلب رابط جديد',
  checkEmailTitle: 'تحقق من بريدك الإلكتروني',
  checkEmailText: (email: string) =>
    `أرسلنا رسالة تأكيد إلى ${email}. افتح الرابط في الرسالة لتفعيل حسابك، ثم سجّل الدخول.`,
  goToLogin: 'الانتقال إلى تسجيل الدخول',
  /** The confirmation link was bad or expired (/auth?error=...); logging in mails a new one. */
  verifyLinkInvalid:
    'رابط تأكيد البريد الإلكتروني غير صالح أو منتهي الصلاحية. سجّل الدخول وسنرسل لك رابطاً جديداً.',
  /** Spoken with the submit button's status icon. */
  status: {
    loading: 'جارٍ الإرسال...',
    success: 'تمت العملية بنجاح',
    error: 'لم تنجح العملية',
  },
  back: 'رجوع',
  mobileTitle: 'حسابك في سوق',
} as const;
