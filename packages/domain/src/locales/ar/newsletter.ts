import { countPhrase } from '../../arabic-plural';
import { routeTitles } from './routes';

/** The unsubscribe page a newsletter mail links to (/newsletter/unsubscribe). */
export const unsubscribeText = {
  title: routeTitles.unsubscribe,
  question: 'هل تريد إيقاف النشرة البريدية عن هذا العنوان؟',
  confirm: 'نعم، ألغِ اشتراكي',
  confirming: 'جارٍ الإلغاء...',
  done: 'تم إلغاء اشتراكك، ولن تصلك النشرة البريدية بعد الآن.',
  resubscribe: 'يمكنك الاشتراك من جديد متى شئت من الصفحة الرئيسية.',
  home: 'إلى الصفحة الرئيسية',
  /** The link lost its address or token (cut by the mail program, typed by hand). */
  incomplete: 'رابط إلغاء الاشتراك ناقص، افتح الرابط كما وصل في رسالة النشرة.',
  /** The API's INVALID_TOKEN message for a link whose token does not match its address. */
  invalidLink: 'رابط إلغاء الاشتراك غير صالح، لم يتغير شيء. افتح الرابط كما وصل في رسالة النشرة.',
  failed: 'تعذر إلغاء الاشتراك، حاول مرة أخرى.',
} as const;

/** /admin/newsletter: who receives the newsletter, the export for the mailing tool, removals. */
export const adminNewsletterText = {
  title: 'النشرة البريدية',
  intro:
    'المشتركون في النشرة، الأحدث أولاً. ملف CSV فيه لكل مشترك رابط إلغاء اشتراكه ليضعه برنامج المراسلة في رسالته.',
  count: (n: number) =>
    countPhrase(n, {
      zero: 'لا مشتركين',
      one: 'مشترك واحد',
      two: 'مشتركان',
      few: '{n} مشتركين',
      many: '{n} مشتركاً',
      other: '{n} مشترك',
    }),
  search: 'ابحث بالبريد الإلكتروني',
  download: 'تنزيل CSV',
  downloading: 'جارٍ التنزيل...',
  downloadFailed: 'تعذر تنزيل ملف المشتركين، حاول مرة أخرى',
  loading: 'جارٍ تحميل المشتركين...',
  loadFailed: 'تعذر تحميل المشتركين',
  empty: 'لا مشتركين بعد',
  noResults: 'لا مشتركين يطابقون البحث',
  listLabel: 'المشتركون',
  subscribedAt: 'تاريخ الاشتراك',
  remove: (email: string) => `حذف ${email}`,
  removeLabel: 'حذف',
  dialog: {
    title: 'حذف مشترك',
    text: (email: string) =>
      `لن تصل النشرة إلى ${email} بعد الآن. يُسجَّل الحذف في سجل الإجراءات، ويستطيع صاحب العنوان الاشتراك من جديد.`,
    confirm: 'حذف',
    cancel: 'تراجع',
  },
  removed: (email: string) => `حُذف ${email} من النشرة`,
  removeFailed: 'تعذر الحذف، أعد المحاولة',
} as const;
