/** Labels of the toast area (sonner's defaults are English). */
export const toastText = {
  region: 'الإشعارات',
  close: 'إغلاق الإشعار',
} as const;
