import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a Cookie header says about one cookie, read the way Better Auth's getSession reads it
 * (better-call's parseCookies and getSignedCookie), so the viewer's fast path (viewers.ts)
 * accepts exactly the tokens Better Auth accepts:
 * - absent: no such cookie;
 * - unclear: a shape whose reading depends on parser details (the name twice, a quoted value);
 *   the caller then asks Better Auth itself;
 * - invalid: present, but not "value.signature" with the HMAC-SHA256 of value under the secret;
 * - valid: the signed value.
 */
export type SignedCookie =
  | { kind: 'absent' }
  | { kind: 'unclear' }
  | { kind: 'invalid' }
  | { kind: 'valid'; value: string };

/** better-call's tryDecode: percent-decoded when it can be, as sent otherwise. */
function tryDecode(text: string): string {
  try {
    return text.includes('%') ? decodeURIComponent(text) : text;
  } catch {
    return text;
  }
}

/** The raw values of every pair named `name` (name and value trimmed, as better-call does). */
function rawValues(header: string, name: string): string[] {
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    if (pair.slice(0, eq).trim() === name) values.push(pair.slice(eq + 1).trim());
  }
  return values;
}

/** better-call's signature check: base64 of HMAC-SHA256 (44 characters, one '=' of padding). */
function verified(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signed = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(signed).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? signed : null;
}

/** At most this many verified cookie values are remembered (then the memory starts over). */
const REMEMBERED = 10_000;

/**
 * Reads signed cookies under one secret. A value once verified is remembered (the signature of
 * the same text under the same secret cannot change), so a session's every request after its
 * first costs no HMAC; values that fail are never remembered, so junk cannot fill the memory.
 */
export function signedCookieReader(secret: string) {
  const verifiedValues = new Map<string, string>();

  function verifiedOnce(value: string): string | null {
    const known = verifiedValues.get(value);
    if (known !== undefined) return known;
    const signed = verified(value, secret);
    if (signed !== null) {
      if (verifiedValues.size >= REMEMBERED) verifiedValues.clear();
      verifiedValues.set(value, signed);
    }
    return signed;
  }

  return function signedCookie(header: string | undefined, name: string): SignedCookie {
    if (header === undefined) return { kind: 'absent' };
    const values = rawValues(header, name);
    if (values.length === 0) return { kind: 'absent' };
    const [raw] = values;
    if (values.length > 1 || raw === undefined || raw.startsWith('"')) return { kind: 'unclear' };
    const value = verifiedOnce(tryDecode(raw));
    return value === null ? { kind: 'invalid' } : { kind: 'valid', value };
  };
}
