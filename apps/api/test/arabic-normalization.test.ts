import { normalizeArabic } from '@souq/domain/arabic';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { freshDatabase } from './helpers/db';

/**
 * Stored search columns are normalised by SQL (souq_normalize_ar), queries by TypeScript
 * (normalizeArabic). If they ever disagree, searches silently miss; this pins them together.
 */
const corpus = [
  'أحمد',
  'إبراهيم',
  'آمنة',
  'ٱلرحمن',
  'مستشفى',
  'مدرسة جميلة',
  'مؤسسة',
  'رئيس الجمهورية',
  'مُحَمَّدٌ',
  'قُرْآنٌ كَرِيمٌ',
  'هٰذا',
  'جـــوال',
  'آيفون ١٥ برو ماكس',
  'سعر ۱۲۳۴ ليرة',
  '٠١٢٣٤٥٦٧٨٩',
  '۰۱۲۳۴۵۶۷۸۹',
  'Samsung GALAXY S24',
  '  مسافات   كثيرة\tو\nأسطر  ',
  'ΑΣ',
  'Ünïcödé ÉTÉ',
  'İstanbul',
  'عربي English مختلط 42',
  'إلكترونيات',
  'أزياء وموضة',
  'المنزل والحديقة',
  'كتب',
  'سيارات',
  'ئ ؤ ى ة',
  'a\u00a0b',
  '\u2003em\u2003space\u3000',
  '',
  '!@#$%^&*()_+',
  'ﻻ لا',
];

describe('normalizeArabic (TypeScript) and souq_normalize_ar (SQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it.each(corpus.map((text) => [JSON.stringify(text), text]))('agree on %s', async (_, text) => {
    const result = await database.db.execute<{ normalized: string }>(
      sql`select souq_normalize_ar(${text}) as normalized`,
    );
    const rows = 'rows' in result ? result.rows : (result as unknown as { normalized: string }[]);
    expect(normalizeArabic(text!)).toBe(rows[0]!.normalized);
  });
});
