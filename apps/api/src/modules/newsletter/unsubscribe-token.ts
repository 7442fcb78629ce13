import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links work without signing in, so the link carries proof that we wrote it: an
 * HMAC-SHA256 of the address under a key derived from AUTH_SECRET for this purpose only (a
 * token never doubles as anything else the secret signs). No expiry and nothing stored: a
 * mail from last year must still unsubscribe, and the export can print every link at once.
 */
export function unsubscribeTokens(authSecret: string) {
  const key = createHmac('sha256', authSecret).update('souq:newsletter-unsubscribe-key').digest();
  const sign = (email: string): string =>
    createHmac('sha256', key).update(`newsletter-unsubscribe:${email}`).digest('base64url');
  return {
    sign,
    /** Constant-time comparison, so the answer's timing tells nothing about a near miss. */
    verify(email: string, token: string): boolean {
      const expected = Buffer.from(sign(email));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
