/**
 * Spec orders §2: the order's date and time in the Arabic-Saudi long format. Latin digits (decision
 * 002) and the Gregorian calendar: ar-SA alone would print Hijri dates in Arabic-Indic digits,
 * which shoppers in Syria do not use for orders.
 */
const longDateTime = new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', {
  dateStyle: 'long',
  timeStyle: 'short',
});

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDateTime.format(date);
}
