import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('matches long words anywhere, typo-tolerant from four letters', () => {
    expect(searchTerms('هاتف سامسونج')?.words).toMatchObject([
      { text: 'هاتف', match: 'infix', fuzzy: true },
      { text: 'سامسونج', match: 'infix', fuzzy: true },
    ]);
    expect(searchTerms('زيت')?.words).toMatchObject([
      { text: 'زيت', match: 'infix', fuzzy: false },
    ]);
  });

  it('matches a short last word as a word prefix, a short earlier word as a whole word', () => {
    expect(searchTerms('2 هاتف 1')?.words).toMatchObject([
      { text: '2', match: 'word', fuzzy: false },
      { text: 'هاتف', match: 'infix', fuzzy: true },
      { text: '1', match: 'word-prefix', fuzzy: false },
    ]);
  });

  it('carries the forms of each word and, from four letters, its adjacent swaps', () => {
    const [dresses, oil] = searchTerms('الفساتين بالزيت')?.words ?? [];
    expect(dresses?.forms).toEqual(expect.arrayContaining(['فساتين', 'فستان']));
    expect(dresses?.swaps).toContain('افلساتين');
    expect(oil?.forms).toContain('زيت');
    expect(searchTerms('فساتن')?.words[0]?.swaps).toContain('فستان');
    expect(searchTerms('زيت')?.words[0]?.swaps).toEqual([]);
    expect(searchTerms('samsung')?.words[0]?.forms).toContain('سامسونج');
  });

  it('strips punctuation around words, keeps it inside, and drops repeats', () => {
    const terms = searchTerms('"هاتف"، usb-c هاتف');
    expect(terms?.words.map((w) => w.text)).toEqual(['هاتف', 'usb-c']);
    expect(terms?.phrase).toBe('هاتف usb-c');
  });

  it('has nothing to search in punctuation alone', () => {
    expect(searchTerms('%')).toBeNull();
    expect(searchTerms('_ - ،')).toBeNull();
  });

  it('keeps at most MAX_SEARCH_WORDS words', () => {
    const many = Array.from({ length: 20 }, (_, i) => `كلمة${i}`).join(' ');
    expect(searchTerms(many)?.words).toHaveLength(MAX_SEARCH_WORDS);
  });
});
