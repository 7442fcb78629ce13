/**
 * Arabic search normalisation, the TypeScript twin of the SQL function souq_normalize_ar
 * (apps/api/drizzle/0000_extensions.sql). Search columns are stored normalised by the SQL
 * function and queries are normalised here, so the two must agree character for character;
 * an API test compares them on a corpus against the real database.
 */

/** Letter variants folded onto one letter; both digit sets onto ASCII digits. */
const folded: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};
for (let digit = 0; digit <= 9; digit++) {
  folded[String.fromCharCode(0x0660 + digit)] = String(digit); // Arabic-Indic
  folded[String.fromCharCode(0x06f0 + digit)] = String(digit); // Eastern Arabic-Indic
}

/** Harakat and other marks (U+064B..U+065F), superscript alef (U+0670), tatweel (U+0640). */
const dropped = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * What PostgreSQL's regex `\s` matches in both engines we run (server and PGlite). Deliberately
 * narrower than JavaScript's `\s`: no-break spaces (U+00A0, U+2007, U+202F) and U+FEFF are
 * not whitespace to Postgres. U+0085 and U+1680 are left out because the two engines disagree.
 */
const whitespace = /[\t\n\v\f\r \u2000-\u2006\u2008-\u200A\u2028\u2029\u205F\u3000]+/g;

/**
 * Postgres lower() maps one code point to one code point; String#toLowerCase can yield two
 * (U+0130) and is context-sensitive (final sigma), so lower each code point on its own.
 */
function lowerLikePostgres(text: string): string {
  let out = '';
  for (const char of text) {
    out += String.fromCodePoint(char.toLowerCase().codePointAt(0)!);
  }
  return out;
}

export function normalizeArabic(text: string): string {
  const lowered = lowerLikePostgres(text);
  let out = '';
  for (const char of lowered) out += folded[char] ?? char;
  // btrim(text) strips only U+0020, unlike String#trim.
  return out
    .replace(dropped, '')
    .replace(whitespace, ' ')
    .replace(/^ +| +$/g, '');
}
