/**
 * "15 كانون الثاني 2025": Syrian month names, Latin digits like the rest of the numbers
 * (decision 002), in the Gregorian calendar.
 */
const longDate = new Intl.DateTimeFormat('ar-SY-u-nu-latn-ca-gregory', { dateStyle: 'long' });

export function formatMemberSince(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
