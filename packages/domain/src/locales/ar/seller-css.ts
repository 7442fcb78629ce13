/**
 * Why the storefront sanitiser dropped a part of a store's custom CSS (the verdict the seller
 * console shows line by line before saving; rules in docs/decisions/007-vendor-css.md).
 */
export const sellerCssReasons = {
  tooLong: 'التنسيق المخصص أطول من الحد المسموح (20 ألف حرف)، فلم يُقبل منه شيء',
  unreadable: 'نص غير مفهوم، ليس قاعدة CSS صحيحة',
  atRule: (name: string) => `القاعدة ‎@${name}‎ غير مسموحة في تنسيق المتجر`,
  mediaQuery: 'شرط ‎@media‎ هذا غير مسموح: كلمات وأرقام وأقواس فقط',
  selector: 'هذا المحدِّد غير مسموح: يخرج عن واجهة المتجر أو يستعمل ما لا نقبله',
  nested: 'القواعد المتداخلة غير مسموحة',
  property: (name: string) => `الخاصية ${name} غير مسموحة في تنسيق المتجر`,
  physicalSide: (name: string) =>
    `الخاصية ${name} غير مسموحة: استعمل inline-start أو inline-end بدل left وright`,
  value: (name: string) => `قيمة ${name} غير مسموحة: رابط أو دالة غير مقبولة، أو مقدار يتجاوز الحد`,
  rootTransform: 'لا يُسمح بـ transform على واجهة المتجر نفسها (body وhtml و:root)',
  forbidden: 'رُفض التنسيق كله لأنه يحتوي على نص ممنوع',
  /** A text colour too close to the background it sits on (vendor-css-contrast.ts). */
  contrast: (selector: string, color: string, background: string, ratio: number, needed: number) =>
    `نص ${selector} بلون ${color} على خلفية ${background} يصعب قراءته: التباين ${ratio.toFixed(1)}:1 والمطلوب ${needed}:1 على الأقل. غيّر أحد اللونين.`,
} as const;
