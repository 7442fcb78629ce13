import { pairsOf } from './letter-pairs';
import { SearchNames } from './names';
import { ProductIds } from './product-ids';

/**
 * The search index held in the server's memory (docs/decisions/040-search-index-in-memory.md):
 * the same postings, vocabulary and ranking attributes as the database's search index
 * (migration 0018), copied from it (sync.ts), so that a search groups and ranks its matches
 * here, in typed arrays, instead of in PostgreSQL.
 *
 * Products get an ordinal each; a product written again gets a new one and its old one is
 * marked dead (a posting list is append-only), and dead ordinals are dropped by compact().
 */

/** One listed product (a search_products row); created_at in microseconds since the epoch. */
export interface IndexedProduct {
  id: string;
  vendorId: string;
  categoryId: string | null;
  createdAtMicros: number;
  nameLength: number;
  nameTokens: number;
}

/** One search_postings row. */
export interface IndexedPosting {
  tokenId: number;
  productId: string;
  inName: boolean;
  inDescription: boolean;
  /** Name positions 0-30 as bits (position i: bit i). */
  namePositions: number;
}

/** A growable list of int32 values (a posting list, a store's products). */
export class IntList {
  values: Int32Array<ArrayBufferLike>;
  length = 0;
  constructor(capacity = 4) {
    this.values = new Int32Array(capacity);
  }
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(Math.max(4, this.values.length * 2));
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  trim() {
    if (this.values.length > this.length) this.values = this.values.slice(0, this.length);
  }
  /** Keeps the values `keep` accepts, mapped; the capacity shrinks to fit. */
  rewrite(keep: (value: number, index: number) => number) {
    const kept: number[] = [];
    for (let i = 0; i < this.length; i++) {
      const mapped = keep(this.values[i]!, i);
      if (mapped >= 0) kept.push(mapped);
    }
    this.values = Int32Array.from(kept);
    this.length = kept.length;
  }
}

/**
 * A token's postings, in two lists: in the name (the product's ordinal shifted left by one,
 * "also in the description" as the low bit, and the name positions beside it), and in the
 * description only (ordinals). A test that counts in names only (a form, a typo's spelling)
 * reads the first alone: "سامسونج" is in 3,800 names and 24,000 descriptions.
 */
export class PostingList {
  // Empty until the first posting: a whole read replaces them with views of its shared room.
  named = new IntList(0);
  positions = new IntList(0);
  described = new IntList(0);
}

const EMPTY = new IntList(0);

/** How many numbers a string of numbers separated by single spaces holds. */
function countNumbers(text: string): number {
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 32) count++;
  return count;
}

/**
 * Parses "ordinal described positions" triples into `named` (ordinal << 1 | described) and
 * `positions` from `at` on, straight from the text: no array of numbers in between.
 */
function parseNamed(text: string, named: Int32Array, positions: Int32Array, at: number) {
  let field = 0;
  let entry = 0;
  let value = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    if (code !== 32) {
      value = value * 10 + (code - 48);
      continue;
    }
    if (field === 0) entry = value << 1;
    else if (field === 1) named[at] = entry | value;
    else positions[at++] = value;
    field = field === 2 ? 0 : field + 1;
    value = 0;
  }
}

/** Parses ordinals into `into` from `at` on. */
function parseOrdinals(text: string, into: Int32Array, at: number) {
  let value = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    if (code !== 32) value = value * 10 + (code - 48);
    else {
      into[at++] = value;
      value = 0;
    }
  }
}

/** Room taken in order by a whole read's postings (MemorySearchIndex.reserve). */
class PostingRoom {
  namedAt = 0;
  describedAt = 0;
  readonly named: Int32Array;
  readonly positions: Int32Array;
  readonly described: Int32Array;
  constructor(named: number, described: number) {
    this.named = new Int32Array(named);
    this.positions = new Int32Array(named);
    this.described = new Int32Array(described);
  }
}

/** An IntList over `values` exactly (a part of a shared array: a push copies it out). */
function listOver(values: Int32Array): IntList {
  const list = new IntList(0);
  list.values = values;
  list.length = values.length;
  return list;
}

/** A name posting's low bit: the token is in the description too. */
export const ALSO_DESCRIBED = 1;

const grownFloat = (array: Float64Array, size: number): Float64Array => {
  if (size <= array.length) return array;
  const grown = new Float64Array(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
};
const grownInt = (array: Int32Array, size: number): Int32Array => {
  if (size <= array.length) return array;
  const grown = new Int32Array(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
};

export class MemorySearchIndex {
  /** What search words may mean: catalogue words, stores and categories (names.ts). */
  names = new SearchNames();
  /** Vocabulary: token text by token id (search_vocabulary.id), sparse. */
  readonly tokens: string[] = [];
  /** Token ids in the order they came: the vocabulary a search scans. */
  readonly tokenIds = new IntList(1024);
  readonly postings = new Map<number, PostingList>();
  /** The highest vocabulary id held: newer tokens are read by id. */
  maxTokenId = 0;

  /** Per ordinal. */
  createdAt: Float64Array = new Float64Array(1024);
  nameLength: Int32Array = new Int32Array(1024);
  nameTokens: Int32Array = new Int32Array(1024);
  /** 1 while the ordinal is the product's current one. */
  alive: Int32Array = new Int32Array(1024);
  ordinals = 0;
  deadOrdinals = 0;
  /** Product ids by ordinal, and each id's current ordinal. */
  readonly ids = new ProductIds();

  /** Store and category ids by their small numbers, with their products' ordinals. */
  readonly groupNumber = new Map<string, number>();
  readonly groupProducts: IntList[] = [];

  /**
   * Vocabulary positions (in tokenIds) by each two-letter sequence their token holds: a word
   * tests only the tokens holding its rarest pair of letters, not the whole vocabulary.
   */
  readonly tokensByPair = new Map<string, IntList>();

  /** Set by reserve() for a whole read; dropped by trim(). */
  private room: PostingRoom | undefined;

  /**
   * Sizes what a whole read fills, from counts taken in its snapshot (upper bounds will do).
   * Grown by doubling and allocated token by token, the arrays left the C heap ~8 MB larger
   * than what they held once the read was over (decision 024's last addendum): one
   * allocation each instead.
   */
  reserve(counts: { products: number; named: number; described: number }) {
    const { products } = counts;
    if (products > this.createdAt.length) {
      this.createdAt = grownFloat(this.createdAt, products);
      this.nameLength = grownInt(this.nameLength, products);
      this.nameTokens = grownInt(this.nameTokens, products);
      this.alive = grownInt(this.alive, products);
    }
    this.ids.reserve(products);
    this.room = new PostingRoom(counts.named, counts.described);
  }

  addTokens(rows: { id: number; token: string }[]) {
    for (const { id, token } of rows) {
      if (this.tokens[id] !== undefined) continue;
      this.tokens[id] = token;
      const position = this.tokenIds.length;
      this.tokenIds.push(id);
      if (id > this.maxTokenId) this.maxTokenId = id;
      for (const pair of new Set(pairsOf(token))) {
        let list = this.tokensByPair.get(pair);
        if (!list) {
          list = new IntList(2);
          this.tokensByPair.set(pair, list);
        }
        list.push(position);
      }
    }
  }

  /**
   * Vocabulary positions of every token that may hold `needle` (a superset: test them), or null
   * for a needle too short to narrow them (test every token).
   */
  tokensMayHold(needle: string): IntList | null {
    const pairs = pairsOf(needle);
    if (pairs.length === 0) return null;
    let rarest: IntList | undefined;
    for (const pair of pairs) {
      const list = this.tokensByPair.get(pair);
      if (!list) return EMPTY;
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest!;
  }

  /** A listed product, replacing what was held for it (its postings follow by addPostings). */
  putProduct(product: IndexedProduct): number {
    this.removeProduct(product.id);
    const ordinal = this.ordinals++;
    const size = ordinal + 1;
    this.createdAt = grownFloat(this.createdAt, size);
    this.nameLength = grownInt(this.nameLength, size);
    this.nameTokens = grownInt(this.nameTokens, size);
    this.alive = grownInt(this.alive, size);
    this.createdAt[ordinal] = product.createdAtMicros;
    this.nameLength[ordinal] = product.nameLength;
    this.nameTokens[ordinal] = product.nameTokens;
    this.alive[ordinal] = 1;
    this.groupProducts[this.groupOf(product.vendorId)]!.push(ordinal);
    if (product.categoryId) this.groupProducts[this.groupOf(product.categoryId)]!.push(ordinal);
    this.ids.set(ordinal, product.id);
    return ordinal;
  }

  /** Postings of products already put (others are ignored: not listed any more). */
  addPostings(rows: IndexedPosting[]) {
    for (const row of rows) {
      const ordinal = this.ids.ordinalOf(row.productId);
      if (ordinal === undefined) continue;
      let list = this.postings.get(row.tokenId);
      if (!list) {
        list = new PostingList();
        this.postings.set(row.tokenId, list);
      }
      if (row.inName) {
        list.named.push((ordinal << 1) | (row.inDescription ? ALSO_DESCRIBED : 0));
        list.positions.push(row.namePositions);
      } else list.described.push(ordinal);
    }
  }

  /**
   * A token's postings when the whole index is read: `named` holds "ordinal also-described
   * positions" triples, `described` ordinals, all separated by single spaces.
   */
  addTokenPostings(tokenId: number, named: string | null, described: string | null) {
    const list = new PostingList();
    if (named) {
      const count = countNumbers(named) / 3;
      const room = this.room;
      if (room && room.namedAt + count <= room.named.length) {
        const at = room.namedAt;
        room.namedAt += count;
        parseNamed(named, room.named, room.positions, at);
        list.named = listOver(room.named.subarray(at, at + count));
        list.positions = listOver(room.positions.subarray(at, at + count));
      } else {
        list.named = listOver(new Int32Array(count));
        list.positions = listOver(new Int32Array(count));
        parseNamed(named, list.named.values, list.positions.values, 0);
      }
    }
    if (described) {
      const count = countNumbers(described);
      const room = this.room;
      if (room && room.describedAt + count <= room.described.length) {
        const at = room.describedAt;
        room.describedAt += count;
        parseOrdinals(described, room.described, at);
        list.described = listOver(room.described.subarray(at, at + count));
      } else {
        list.described = listOver(new Int32Array(count));
        parseOrdinals(described, list.described.values, 0);
      }
    }
    this.postings.set(tokenId, list);
  }

  /** A product no longer listed (or about to be written again). */
  removeProduct(id: string) {
    const ordinal = this.ids.ordinalOf(id);
    if (ordinal === undefined) return;
    this.alive[ordinal] = 0;
    this.ids.delete(id);
    this.deadOrdinals++;
  }

  /** The products held (listed). */
  get size() {
    return this.ids.size;
  }

  /** Ordinals of a store's or a category's listed products (dead ones included: check alive). */
  productsOf(groupId: string): IntList | undefined {
    const number = this.groupNumber.get(groupId);
    return number === undefined ? undefined : this.groupProducts[number];
  }

  private groupOf(id: string): number {
    let number = this.groupNumber.get(id);
    if (number === undefined) {
      number = this.groupProducts.length;
      this.groupNumber.set(id, number);
      this.groupProducts.push(new IntList());
    }
    return number;
  }

  /**
   * After a whole read: gives back the room lists grew into, and the reserved room if the
   * counts it was sized from were well above what came (its lists are copied out then).
   */
  trim() {
    const room = this.room;
    this.room = undefined;
    const spare = room
      ? room.named.length - room.namedAt + room.described.length - room.describedAt
      : 0;
    if (spare > 64 * 1024) {
      for (const list of this.postings.values()) {
        list.named.values = list.named.values.slice();
        list.positions.values = list.positions.values.slice();
        list.described.values = list.described.values.slice();
      }
    }
    for (const group of this.groupProducts) group.trim();
  }

  /** Whether dead ordinals take enough room that compact() pays. */
  get wantsCompacting() {
    return this.deadOrdinals > 1_000 && this.deadOrdinals * 4 > this.ordinals;
  }

  /** Drops dead ordinals: the living ones are numbered again, in the same order. */
  compact() {
    const renumbered = new Int32Array(this.ordinals).fill(-1);
    let next = 0;
    for (let ordinal = 0; ordinal < this.ordinals; ordinal++) {
      if (this.alive[ordinal] !== 1) continue;
      renumbered[next] = ordinal;
      const to = next++;
      this.ids.move(ordinal, to);
      this.createdAt[to] = this.createdAt[ordinal]!;
      this.nameLength[to] = this.nameLength[ordinal]!;
      this.nameTokens[to] = this.nameTokens[ordinal]!;
      this.alive[to] = 1;
    }
    // renumbered: new -> old; the posting lists need old -> new.
    const newOf = new Int32Array(this.ordinals).fill(-1);
    for (let to = 0; to < next; to++) newOf[renumbered[to]!] = to;
    this.alive.fill(0, next);
    this.ordinals = next;
    this.deadOrdinals = 0;
    this.ids.reindex(next);
    for (const list of this.postings.values()) {
      const positions = list.positions.values;
      const keptPositions: number[] = [];
      list.named.rewrite((entry, index) => {
        const moved = newOf[entry >> 1]!;
        if (moved < 0) return -1;
        keptPositions.push(positions[index]!);
        return (moved << 1) | (entry & ALSO_DESCRIBED);
      });
      list.positions.values = Int32Array.from(keptPositions);
      list.positions.length = keptPositions.length;
      list.described.rewrite((ordinal) => newOf[ordinal]!);
    }
    for (const group of this.groupProducts) group.rewrite((ordinal) => newOf[ordinal]!);
  }
}
