/**
 * The one date style of every page and mail (issue walk: 'نوفمبر' on one page, 'تشرين الثاني' on
 * the next). Spec orders §2 asks for the Arabic-Saudi long format, so its month names are used
 * everywhere; Latin digits (decision 002) and the Gregorian calendar (ar-SA alone prints Hijri
 * dates in Arabic-Indic digits).
 */
const dateLocale = 'ar-SA-u-nu-latn-ca-gregory';

const styles = {
  /** '24 نوفمبر 2026' */
  date: { dateStyle: 'long' },
  /** '24 نوفمبر 2026 في 6:43 ص' */
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** '24 نوفمبر في 6:43 ص': a recent moment, the year goes without saying */
  dayTime: { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' },
  /** '24 نوفمبر': a day on a chart, the range says the year */
  dayMonth: { day: 'numeric', month: 'long' },
  /** '6:43 ص' */
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type DateStyle = keyof typeof styles;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `iso` in the given style; the text itself back when it is not a date. `timeZone` for text
 * made on the server (mails use Syria's clock); screens use the device's own.
 */
export function formatDate(iso: string, style: DateStyle, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${style}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateLocale, { ...styles[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
