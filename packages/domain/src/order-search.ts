/**
 * What the seller board's search box (`q`) asks for (docs/decisions/020-human-order-numbers.md).
 * A vendor types the number a shopper reads out ("1042", "#1042", or "١٠٤٢" on an Arabic
 * keyboard), a name, a phone, or the 8-character reference older mails carried.
 */
export interface OrderSearch {
  /** The human number the query names exactly, or null when it is not a number. */
  number: number | null;
  /**
   * The query for the contains-matches (name, phone, old reference): trimmed, lower case, any
   * leading '#' dropped (the board once showed references as '#3a2b1c0d'), digits Latin.
   */
  text: string;
}

/** Both Arabic-Indic digit sets onto ASCII (the twin of arabic.ts's folding). */
const latin = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** Longer runs of digits are phones, never an order number (and would lose precision). */
const numberLike = /^\d{1,15}$/;

export function parseOrderSearch(q: string): OrderSearch {
  const text = latin(q.trim().toLowerCase()).replace(/^#\s*/, '').trim();
  const number = numberLike.test(text) ? Number(text) : null;
  return { number: number !== null && number > 0 ? number : null, text };
}
