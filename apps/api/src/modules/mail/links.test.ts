import { describe, expect, it } from 'vitest';
import { extractLinks } from './links';

describe('extractLinks', () => {
  it('finds absolute links in text and html, decoded, each once, in order', () => {
    const text = 'افتح الرابط: https://souq.test/api/auth/verify-email?token=a.b&callbackURL=%2F.';
    const html =
      '<a href="https://souq.test/api/auth/verify-email?token=a.b&amp;callbackURL=%2F">x</a>' +
      '<a href="https://souq.test/help">help</a><a href="/relative">no</a>';
    expect(extractLinks(text, html)).toEqual([
      'https://souq.test/api/auth/verify-email?token=a.b&callbackURL=%2F',
      'https://souq.test/help',
    ]);
  });

  it('returns nothing for a message without links', () => {
    expect(extractLinks('مرحباً', '<p>مرحباً</p>')).toEqual([]);
  });
});
