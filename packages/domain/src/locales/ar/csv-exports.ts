/** The seller's CSV downloads, fetched through the app's http (apps/web lib/download.ts). */

/**
 * The orders export (GET /api/seller/orders.csv, docs/decisions/017-order-operations.md
 * "Export"); its validation messages are orderCsvValidation (seller-orders.ts), shared with the
 * API.
 */
export const ordersExportText = {
  title: 'تصدير الطلبات',
  intro:
    'ملف CSV يفتح في Excel أو Google Sheets، فيه طلبات متجرك التي وصلت في هذه الأيام بتوقيت سوريا (حتى 366 يوماً).',
  from: 'من تاريخ',
  to: 'إلى تاريخ',
  download: 'تنزيل CSV',
  downloading: 'جارٍ التنزيل...',
  downloaded: 'تم تنزيل ملف الطلبات',
  failed: 'تعذر تنزيل الملف، تحقق من الاتصال وحاول مرة أخرى',
};

/** The products export (GET /api/seller/products.csv) when it fails with no word of the API's. */
export const productsExportText = {
  failed: 'تعذر تنزيل ملف المنتجات، حاول مرة أخرى',
};
