import { describe, expect, it } from 'vitest';
import { type IndexedPosting, MemorySearchIndex } from './memory-index';

/**
 * A whole read gives each token's postings as strings of numbers, into room reserved from
 * counts (sync.ts); a product read again gives rows (addPostings). Both must hold the same.
 */

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const STORE = '00000000-0000-4000-8000-00000000000a';

/** Products 0..n-1; token t is in the name of every product p with p % (t + 1) === 0. */
function postingsOf(products: number, tokens: number): IndexedPosting[] {
  const rows: IndexedPosting[] = [];
  for (let t = 1; t <= tokens; t++)
    for (let p = 0; p < products; p++) {
      if (p % (t + 1) === 0)
        rows.push({
          tokenId: t,
          productId: idOf(p),
          inName: true,
          inDescription: p % 2 === 0,
          namePositions: 1 << (t % 31),
        });
      else if (p % t === 0)
        rows.push({
          tokenId: t,
          productId: idOf(p),
          inName: false,
          inDescription: true,
          namePositions: 0,
        });
    }
  return rows;
}

const product = (p: number) => ({
  id: idOf(p),
  vendorId: STORE,
  categoryId: null,
  createdAtMicros: p,
  nameLength: 5,
  nameTokens: 1,
});

/** Products 0..count-1, put into `index`. */
function withProducts(count: number, index = new MemorySearchIndex()): MemorySearchIndex {
  for (let p = 0; p < count; p++) index.putProduct(product(p));
  return index;
}

/** The strings sync.ts reads: "ordinal described positions" triples and ordinals. */
function asStrings(rows: IndexedPosting[], tokenId: number) {
  const mine = rows.filter((row) => row.tokenId === tokenId);
  const ordinal = (row: IndexedPosting) => Number(row.productId.slice(-12));
  const named = mine.filter((row) => row.inName);
  const described = mine.filter((row) => !row.inName);
  return {
    named: named.length
      ? named.map((r) => `${ordinal(r)} ${r.inDescription ? 1 : 0} ${r.namePositions}`).join(' ')
      : null,
    described: described.length ? described.map((r) => String(ordinal(r))).join(' ') : null,
  };
}

const held = (index: MemorySearchIndex, tokenId: number) => {
  const list = index.postings.get(tokenId)!;
  return {
    named: [...list.named.values.subarray(0, list.named.length)],
    positions: [...list.positions.values.subarray(0, list.positions.length)],
    described: [...list.described.values.subarray(0, list.described.length)],
  };
};

describe('MemorySearchIndex, a whole read into reserved room', () => {
  const PRODUCTS = 300;
  const TOKENS = 12;
  const rows = postingsOf(PRODUCTS, TOKENS);
  const named = rows.filter((row) => row.inName).length;
  const described = rows.length - named;

  const byRows = withProducts(PRODUCTS);
  byRows.addPostings(rows);

  /** As sync.ts reads: reserve from counts, then each token's strings, then trim. */
  function read(counts: { named: number; described: number }) {
    const index = new MemorySearchIndex();
    index.reserve({ products: PRODUCTS, ...counts });
    withProducts(PRODUCTS, index);
    for (let t = 1; t <= TOKENS; t++) {
      const strings = asStrings(rows, t);
      index.addTokenPostings(t, strings.named, strings.described);
    }
    index.trim();
    return index;
  }

  it.each([
    ['exact counts', { named, described }],
    [
      'counts too small: the rest get arrays of their own',
      { named: Math.floor(named / 2), described: 3 },
    ],
    [
      'counts well above: the lists are copied out',
      { named: named + 100_000, described: described + 100_000 },
    ],
    ['no room at all', { named: 0, described: 0 }],
  ])('holds what rows give, with %s', (_, counts) => {
    const index = read(counts);
    for (let t = 1; t <= TOKENS; t++) expect(held(index, t)).toEqual(held(byRows, t));
    expect(index.size).toBe(PRODUCTS);
    // Nothing keeps more than the postings take (an empty list keeps no slot).
    const buffers = new Set<ArrayBufferLike>();
    for (const list of index.postings.values())
      for (const part of [list.named, list.positions, list.described])
        buffers.add(part.values.buffer);
    const retained = [...buffers].reduce((bytes, buffer) => bytes + buffer.byteLength, 0);
    expect(retained).toBeLessThanOrEqual((2 * named + described) * 4 + TOKENS * 3 * 8);
  });

  it('grows a token read into shared room without touching the next token', () => {
    const index = read({ named, described });
    const next = held(index, 3);
    for (const p of [PRODUCTS, PRODUCTS + 1]) index.putProduct(product(p));
    index.addPostings([
      {
        tokenId: 2,
        productId: idOf(PRODUCTS),
        inName: true,
        inDescription: false,
        namePositions: 1,
      },
      {
        tokenId: 2,
        productId: idOf(PRODUCTS + 1),
        inName: false,
        inDescription: true,
        namePositions: 0,
      },
    ]);
    expect(held(index, 3)).toEqual(next);
    expect(held(index, 2).named.at(-1)).toBe(PRODUCTS << 1);
    expect(held(index, 2).described.at(-1)).toBe(PRODUCTS + 1);
  });
});
