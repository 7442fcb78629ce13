import { describe, expect, it } from 'vitest';
import type { ResolvedSearch, ResolvedWord } from '../search-sql';
import { searchTerms } from '../search-terms';
import { MemorySearchIndex } from './memory-index';
import { rankSearch } from './rank';

/**
 * The ranking on a hand-made index. That it matches the SQL on the demo catalogue is proved in
 * apps/api/test/search-postings.test.ts; here each rule on its own, and what the index's own
 * bookkeeping (rewrites, dead ordinals, compacting) must not change.
 */

const STORE = '00000000-0000-4000-8000-00000000000a';
const OTHER_STORE = '00000000-0000-4000-8000-00000000000b';
const CATEGORY = '00000000-0000-4000-8000-0000000000c1';

/** A product's id from its number: ids sort as the numbers do. */
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An index of products given by their normalised name and description, split as SQL does. */
function indexOf(
  items: { n: number; name: string; description?: string; store?: string; created?: number }[],
) {
  const index = new MemorySearchIndex();
  const tokenIds = new Map<string, number>();
  const tokenId = (token: string) => {
    let id = tokenIds.get(token);
    if (id === undefined) {
      id = tokenIds.size + 1;
      tokenIds.set(token, id);
      index.addTokens([{ id, token }]);
    }
    return id;
  };
  for (const item of items) put(index, tokenId, item);
  return { index, tokenId };
}

function put(
  index: MemorySearchIndex,
  tokenId: (token: string) => number,
  item: { n: number; name: string; description?: string; store?: string; created?: number },
) {
  const nameTokens = item.name.split(' ');
  const descriptionTokens = item.description ? item.description.split(' ') : [];
  index.putProduct({
    id: idOf(item.n),
    vendorId: item.store ?? STORE,
    categoryId: CATEGORY,
    createdAtMicros: item.created ?? 1_000_000,
    nameLength: item.name.length,
    nameTokens: nameTokens.length,
  });
  const tokens = new Set([...nameTokens, ...descriptionTokens]);
  index.addPostings(
    [...tokens].map((token) => ({
      tokenId: tokenId(token),
      productId: idOf(item.n),
      inName: nameTokens.includes(token),
      inDescription: descriptionTokens.includes(token),
      namePositions: nameTokens.reduce(
        (bits, t, i) => (t === token && i <= 30 ? bits | (1 << i) : bits),
        0,
      ),
    })),
  );
}

function search(q: string, patch: (word: ResolvedWord, i: number) => void = () => {}) {
  const terms = searchTerms(q)!;
  const resolved: ResolvedSearch = {
    phrase: terms.phrase,
    fields: ['name', 'vendor', 'category', 'description'],
    words: terms.words.map((word, i) => {
      const w: ResolvedWord = {
        ...word,
        spellings: [],
        vendors: { exact: [], similar: [] },
        categories: { exact: [], similar: [] },
      };
      patch(w, i);
      return w;
    }),
  };
  return resolved;
}

const numbers = (ids: string[]) => ids.map((id) => Number(id.slice(-12)));

describe('rankSearch', () => {
  it('ranks the whole name, then a name starting with it, every word, then the description', () => {
    const { index } = indexOf([
      { n: 1, name: 'كريم مرطب', description: 'زيت' },
      { n: 2, name: 'زيت زيتون بكر' },
      { n: 3, name: 'زيت' },
      { n: 4, name: 'عبوه زيت' },
      { n: 5, name: 'صابون', description: 'بزيت الزيتون' },
      { n: 6, name: 'شاي' },
    ]);
    const page = rankSearch(index, search('زيت'), 0, 10);
    // 3: the whole name; 2: starts with it; 4: holds it; then the descriptions (5: the word is
    // inside "بزيت", an infix match), the shorter name first.
    expect(numbers(page.ids)).toEqual([3, 2, 4, 5, 1]);
    expect(page.total).toBe(5);
  });

  it('counts every match and pages through them in one order', () => {
    const items = Array.from({ length: 700 }, (_, i) => ({
      n: i + 1,
      name: i % 3 === 0 ? 'عسل طبيعي' : `عسل سدر ${i}`,
      created: 1_000_000 + (i % 17),
    }));
    const { index } = indexOf(items);
    const all = rankSearch(index, search('عسل'), 0, 700);
    expect(all.total).toBe(700);
    const pages = [0, 24, 48, 600, 690].flatMap(
      (offset) => rankSearch(index, search('عسل'), offset, 24).ids,
    );
    expect(pages).toEqual([
      ...all.ids.slice(0, 72),
      ...all.ids.slice(600, 624),
      ...all.ids.slice(690),
    ]);
    expect(rankSearch(index, search('عسل'), 700, 24)).toEqual({ ids: [], total: 700 });
  });

  it('needs every word somewhere, and ranks a store the word names below names holding it', () => {
    const { index } = indexOf([
      { n: 1, name: 'هاتف سامسونج' },
      { n: 2, name: 'هاتف نوكيا' },
      { n: 3, name: 'شاحن', store: OTHER_STORE },
      { n: 4, name: 'سامسونج', store: OTHER_STORE },
    ]);
    expect(numbers(rankSearch(index, search('هاتف سامسونج'), 0, 10).ids)).toEqual([1]);
    const byStore = search('نوكيا', (word) => word.vendors.exact.push(OTHER_STORE));
    // Both of the store's products rank last, the shorter name first.
    expect(numbers(rankSearch(index, byStore, 0, 10).ids)).toEqual([2, 3, 4]);
  });

  it('takes any character a shopper types literally, regex syntax included', () => {
    const { index } = indexOf([{ n: 1, name: 'كابل usb-c (جديد) a+b [x] c\\d' }]);
    for (const q of [
      'usb-c',
      '(جديد)',
      'a+b',
      '[x]',
      'c\\d',
      'a.*b',
      'x^$|?y',
      'b{2}c',
      'z/\\-/z',
    ]) {
      const forms = search(q, (word) => word.forms.push(`${word.text}-`, `(${word.text}`));
      expect(() => rankSearch(index, forms, 0, 10), q).not.toThrow();
    }
    expect(numbers(rankSearch(index, search('usb-c'), 0, 10).ids)).toEqual([1]);
    expect(numbers(rankSearch(index, search('a+b'), 0, 10).ids)).toEqual([1]);
  });

  it('forgets a product written again or removed, before and after compacting', () => {
    const { index, tokenId } = indexOf(
      Array.from({ length: 1_500 }, (_, i) => ({ n: i + 1, name: `مصباح ${i}` })),
    );
    for (let i = 0; i < 1_300; i++) put(index, tokenId, { n: i + 1, name: `فانوس ${i}` });
    index.removeProduct(idOf(1_500));
    expect(rankSearch(index, search('مصباح'), 0, 1_000).total).toBe(199);
    const before = rankSearch(index, search('فانوس'), 0, 50);
    expect(index.wantsCompacting).toBe(true);
    index.compact();
    expect(index.ordinals).toBe(1_499);
    expect(rankSearch(index, search('فانوس'), 0, 50)).toEqual(before);
    expect(rankSearch(index, search('مصباح'), 0, 1_000).total).toBe(199);
  });
});
