import { countPhrase } from '../../arabic-plural';
import { countNouns } from './counts';

/**
 * The seller console's upload and spreadsheet messages (docs/decisions/016): what the API says
 * when a photo, a video or a CSV file is refused, and each imported row's problems.
 */
export const sellerUploadText = {
  storeRequired: 'ليس لديك متجر بعد، قدّم طلب فتح متجر أولاً',
  skuTaken: 'رمز المنتج (SKU) مستخدم لمنتج آخر في متجرك',
  productHasOrders: 'لا يمكن حذف منتج عليه طلبات، يمكنك أرشفته بدلاً من ذلك',
  mediaLimitReached: 'وصلت إلى الحد الأقصى لعدد الملفات',
  imageNotSupported: 'الملف ليس صورة JPEG أو PNG أو WebP',
  imageTooLarge: 'أبعاد الصورة كبيرة جداً، الحد الأقصى 50 مليون بكسل (مثلاً 8000×6000)',
  videoNotMp4: 'الملف ليس فيديو MP4',
  videoNotH264: 'الفيديو يجب أن يكون بترميز H.264 حتى يعمل على كل الهواتف',
  videoDamaged: 'ملف الفيديو ناقص أو تالف، أعد تصديره ثم ارفعه مجدداً',
  videoTooLong: 'مدة الفيديو طويلة جداً، الحد الأقصى 60 ثانية',
  importRejected: 'لم يُستورد أي منتج: صحّح المشاكل المذكورة في الملف ثم أعد المحاولة',
} as const;

/** One imported CSV row's problems (the column is named in each). */
export const sellerCsvText = {
  fileEmpty: 'الملف فارغ أو لا يحتوي على سطر العناوين',
  unclosedQuote: 'علامة اقتباس غير مغلقة في الملف',
  missingColumn: (column: string) => `العمود "${column}" غير موجود في سطر العناوين`,
  tooManyRows: (max: number) =>
    `عدد الأسطر كبير جداً، الحد الأقصى ${countPhrase(max, countNouns.productsOf)} في الملف`,
  skuRequired: 'رمز المنتج (SKU) مطلوب للمنتجات الجديدة في الاستيراد',
  unknownProduct: 'المعرّف (id) لا يطابق أي منتج في متجرك',
  idRepeated: 'المعرّف (id) مكرر في الملف',
  skuOfAnother: 'رمز المنتج (SKU) مستخدم لمنتج آخر في متجرك',
  skuRepeated: 'رمز المنتج (SKU) مكرر في الملف',
  notANumber: (column: string) => `القيمة في العمود "${column}" ليست رقماً`,
  notAYesNo: (column: string) => `القيمة في العمود "${column}" يجب أن تكون 1 أو 0`,
  unknownStatus: 'الحالة يجب أن تكون active أو draft',
  unknownCategory: 'فئة غير معروفة',
  variantFormat: 'المتغيرات تُكتب هكذا: مقاس|لون|فرق السعر|المخزون وتفصل بينها ;',
  column: (column: string, problem: string) => `${column}: ${problem}`,
} as const;
