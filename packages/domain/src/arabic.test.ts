import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeArabic } from './arabic';

describe('normalizeArabic', () => {
  it('folds alef, yeh, teh marbuta, waw and yeh hamza forms', () => {
    expect(normalizeArabic('أحمد إبراهيم آمنة ٱلله')).toBe('احمد ابراهيم امنه الله');
    expect(normalizeArabic('مستشفى مدرسة')).toBe('مستشفي مدرسه');
    expect(normalizeArabic('مؤمن رئيس')).toBe('مومن رييس');
  });

  it('turns both Arabic digit sets into ASCII digits', () => {
    expect(normalizeArabic('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeArabic('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeArabic('آيفون ١٥ برو')).toBe('ايفون 15 برو');
  });

  it('drops harakat, superscript alef and tatweel', () => {
    expect(normalizeArabic('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeArabic('هٰذا')).toBe('هذا');
    expect(normalizeArabic('جـــوال')).toBe('جوال');
  });

  it('lowercases, collapses whitespace and trims', () => {
    expect(normalizeArabic('  Samsung   GALAXY\tS24\n')).toBe('samsung galaxy s24');
    expect(normalizeArabic('ΑΣ')).toBe('ασ'); // per code point, like Postgres: no final sigma
  });

  it('keeps no-break spaces, as Postgres does', () => {
    expect(normalizeArabic('a\u00a0b')).toBe('a\u00a0b');
    expect(normalizeArabic('\u00a0a')).toBe('\u00a0a');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = normalizeArabic(text);
        expect(normalizeArabic(once)).toBe(once);
      }),
    );
  });

  it('never leaves a character it should have removed or folded', () => {
    const arabicish = fc.string({
      unit: fc.oneof(fc.constantFrom(...'أإآٱىةؤئـًٌٍَُِّْٰ٠٩۰۹ \t'), fc.string({ maxLength: 1 })),
    });
    fc.assert(
      fc.property(arabicish, (text) => {
        expect(normalizeArabic(text)).not.toMatch(
          /[أإآٱىةؤئـ\u064B-\u065F\u0670\u0660-\u0669\u06F0-\u06F9]|\s\s|^ | $/,
        );
      }),
    );
  });
});
