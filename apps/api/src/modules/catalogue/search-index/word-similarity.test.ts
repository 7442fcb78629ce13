import { describe, expect, it } from 'vitest';
import { trigramsOf, wordDistance, wordSimilar, wordSimilarity } from './word-similarity';

// Expected values as PostgreSQL 15's pg_trgm printed them (word_similarity, <<->); the whole
// vocabulary is compared with the database in test/search-names.test.ts.
describe('pg_trgm word similarity in JavaScript', () => {
  it('pads each word as pg_trgm does, two spaces before and one after', () => {
    expect(trigramsOf('ab')).toEqual(['  a', ' ab', 'ab ']);
    expect(trigramsOf('Ab, c')).toEqual(['  a', ' ab', 'ab ', '  c', ' c ']);
    expect(trigramsOf('...')).toEqual([]);
  });

  it('gives the values PostgreSQL gives', () => {
    expect(wordSimilarity('word', 'two words')).toBe(Math.fround(0.8));
    expect(wordSimilarity('سامسونق', 'هاتف سامسونج جالاكسي')).toBe(Math.fround(0.75));
    expect(wordSimilarity('سماعه', 'سماعات لاسلكية')).toBe(Math.fround(0.6666667));
    expect(wordSimilarity('ab', 'xyz')).toBe(0);
    expect(wordSimilarity('شاحن-سريع', 'شاحن سريع')).toBe(1);
    expect(wordDistance(wordSimilarity('سامسونق', 'سامسونج'))).toBe(Math.fround(0.25));
  });

  it('is <% from the threshold 0.6 on', () => {
    expect(wordSimilar(wordSimilarity('سماعه', 'سماعات لاسلكية'))).toBe(true);
    expect(wordSimilar(wordSimilarity('ab', 'xyz'))).toBe(false);
    // 3 of 5 trigrams: 0.6 in single precision is just above the double 0.6, as in pg_trgm.
    expect(wordSimilarity('abcd', 'abcx')).toBe(Math.fround(0.6));
    expect(wordSimilar(wordSimilarity('abcd', 'abcx'))).toBe(true);
  });
});
