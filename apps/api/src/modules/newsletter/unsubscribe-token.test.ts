import { describe, expect, it } from 'vitest';
import { unsubscribeTokens } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const tokens = unsubscribeTokens('a-long-enough-secret-for-the-tests-0123456789');

  it('verifies the token signed for the same address, and is stable', () => {
    const token = tokens.sign('reader@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.sign('reader@example.com')).toBe(token);
    expect(tokens.verify('reader@example.com', token)).toBe(true);
  });

  it("refuses another address's token, a changed token and an empty one", () => {
    const token = tokens.sign('reader@example.com');
    expect(tokens.verify('other@example.com', token)).toBe(false);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(tokens.verify('reader@example.com', flipped)).toBe(false);
    expect(tokens.verify('reader@example.com', `${token}x`)).toBe(false);
    expect(tokens.verify('reader@example.com', '')).toBe(false);
  });

  it('depends on the secret: another installation cannot forge our links', () => {
    const other = unsubscribeTokens('another-secret-of-another-installation-98765');
    expect(other.verify('reader@example.com', tokens.sign('reader@example.com'))).toBe(false);
  });
});
