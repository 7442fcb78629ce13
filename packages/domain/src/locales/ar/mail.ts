/** Text of the mail the server sends (confirmation, password reset) and of the dev outbox page. */
export const mailText = {
  brand: 'سوق',
  greeting: (name: string) => `مرحباً ${name}،`,
  verifySubject: 'تأكيد بريدك الإلكتروني في سوق',
  verifyIntro:
    'شكراً لتسجيلك في سوق. لتفعيل حسابك يرجى تأكيد بريدك الإلكتروني بالضغط على الزر أدناه.',
  verifyButton: 'تأكيد البريد الإلكتروني',
  resetSubject: 'إعادة تعيين كلمة المرور في سوق',
  resetIntro:
    'تلقينا طلباً لإعادة تعيين كلمة المرور لحسابك. اضغط على الزر أدناه لاختيار كلمة مرور جديدة.',
  resetButton: 'إعادة تعيين كلمة المرور',
  linkFallback: 'إذا لم يعمل الزر، انسخ الرابط التالي والصقه في المتصفح:',
  expiresNote: 'ينتهي هذا الرابط خلال ساعة واحدة.',
  ignoreNote: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة ولن يتغير شيء في حسابك.',
  outboxTitle: 'صندوق البريد الصادر (للتطوير)',
  outboxEmpty: 'لا توجد رسائل بعد.',
  outboxTo: 'إلى',
  outboxAt: 'الوقت',
  outboxLinks: 'الروابط',
} as const;
