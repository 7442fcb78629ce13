/**
 * The server's start-up banner on a terminal (apps/api/src/startup/banner.ts): each Arabic
 * label stands beside its English twin, for an operator who reads either.
 */
export const startupText = {
  running: 'سوق يعمل',
  mode: { development: 'وضع التطوير', production: 'وضع الإنتاج', test: 'وضع الاختبار' },
  thisComputer: 'على هذا الجهاز',
  phone: 'من هاتف على نفس الشبكة',
  publicAddress: 'العنوان العام',
  database: 'قاعدة البيانات',
  mail: 'البريد',
  demoAccounts: 'حسابات تجريبية',
  password: 'كلمة المرور',
  logs: 'السجلات تظهر أدناه',
  stop: 'للإيقاف اضغط',
} as const;
