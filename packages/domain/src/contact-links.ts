/**
 * Links a store uses to reach a customer and their address (the seller's order screen,
 * docs/decisions/017-order-operations.md): a tap-to-call number, a WhatsApp chat with a
 * prefilled message, and directions in Google Maps. Pure, no I/O.
 */

/** Syria's calling code: the local mobile number 0944 123 456 is +963 944 123 456. */
const SYRIA_CODE = '963';
/** Shorter than this is no phone number anyone can call (a typo, a placeholder). */
const MIN_DIGITS = 7;

const arabicIndic = /[\u0660-\u0669]/g;
const easternArabicIndic = /[\u06F0-\u06F9]/g;

/**
 * The number in international form as digits only ('963944123456'), or null when it holds no
 * usable number. Customers type their phone as they say it: '0944 123 456', '+963 944…',
 * '00963 944…', '944123456', sometimes with Arabic-Indic digits.
 */
export function internationalDigits(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const latin = phone
    .replace(arabicIndic, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndic, (d) => String(d.charCodeAt(0) - 0x06f0))
    .trim();
  const digits = latin.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS) return null;
  if (latin.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  // A national number: its trunk 0 becomes the country code (mobiles 09xx, landlines 011…).
  if (digits.startsWith('0')) return SYRIA_CODE + digits.slice(1);
  // A Syrian mobile written without its 0 (944 123 456).
  if (digits.length === 9 && digits.startsWith('9')) return SYRIA_CODE + digits;
  return digits;
}

/** tel:+963944123456, or null when there is no number to call. */
export function telLink(phone: string | null | undefined): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

/** A WhatsApp chat with the number, the message already typed; null without a number. */
export function whatsAppLink(phone: string | null | undefined, message: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null;
}

/** Google Maps' directions to a point, from wherever the phone is (its documented URL API). */
export function directionsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
