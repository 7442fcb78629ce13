const arabicIndic = /[\u0660-\u0669]/g;
const easternArabicIndic = /[\u06F0-\u06F9]/g;

/**
 * Arabic keyboards type ٣٣٫٥ for 33.5 and ٠٩٤٤ for 0944; the shared schemas expect Latin
 * digits, so typed numbers are converted before validation instead of being rejected.
 */
export function latinDigits(text: string): string {
  return text
    .replace(arabicIndic, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndic, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.');
}
