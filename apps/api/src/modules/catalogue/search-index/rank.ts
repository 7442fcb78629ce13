import type { ResolvedSearch, ResolvedWord } from '../search-sql';
import { CLITICS } from '../search-sql';
import { ALSO_DESCRIBED, type IntList, type MemorySearchIndex } from './memory-index';
import { jsRegexEscape } from './names';

/**
 * A search's page and total from the index in memory: the same matches, order and total as
 * postingsPageQuery (postings-sql.ts) and so as the text tests (search-sql.ts searchCondition
 * and relevanceOrder), worked out the same way: each test once per vocabulary token, a
 * product's flags or-ed over its postings and its stores' and categories' matches, then the
 * relevance keys, the newest-then-id tiebreak, and a partial sort of the first offset + limit.
 */

/** Per word, the flags a product can hold (bits of one Uint16 per product and word). */
const DE = 1; // the word as typed in the description
const NE = 2; // ... in the name
const NW = 4; // a whole word of the name
const NF = 8; // a form at a word start in the name
const NL = 16; // a form anywhere in the name
const NS = 32; // a spelling it may be a typo of, in the name
const AT = 64; // a whole word at the name's position of the word (phrase and prefix ranks)
const AP = 128; // the last word: a name token at its position starts with it
const V = 256; // a store it names (exactly or with a typo)
const VX = 512; // a store it names exactly
const C = 1024; // a category it names
const CX = 2048; // a category it names exactly

/** Token tests per word (bits of one number per token and word). */
const T_EXACT = 1;
const T_WHOLE = 2;
const T_FORM_START = 4;
const T_FORM_HOLDS = 8;
const T_SPELLING = 16;
const T_STARTS = 32;

/** The tier of a product whose name holds no word (postings-sql.ts NAMELESS_TIER). */
const NAMELESS_TIER = 5;

export interface RankedPage {
  ids: string[];
  total: number;
}

interface WordTests {
  exact: (token: string) => boolean;
  whole: string;
  formStart: RegExp | null;
  forms: string[];
  spellings: string[];
  /** The last word: tokens starting with it (prefix rank). */
  starts: string | null;
}

function wordTests(word: ResolvedWord, isLast: boolean): WordTests {
  const { text } = word;
  const exact =
    word.match === 'infix'
      ? (token: string) => token.includes(text)
      : word.match === 'word-prefix'
        ? (token: string) => token.startsWith(text)
        : (token: string) => token === text;
  return {
    exact,
    whole: text,
    // postings-sql.ts tokenFormStart: at the token's start or after ( / « " -, after clitics.
    formStart:
      word.forms.length > 0
        ? new RegExp(`(^|[(/«"\\-])${CLITICS}(${word.forms.map(jsRegexEscape).join('|')})`, 'u')
        : null,
    forms: word.forms,
    spellings: word.spellings,
    starts: isLast ? text : null,
  };
}

function tokenBits(token: string, tests: WordTests): number {
  let bits = 0;
  if (tests.exact(token)) bits |= T_EXACT;
  if (token === tests.whole) bits |= T_WHOLE;
  if (tests.forms.some((form) => token.includes(form))) {
    bits |= T_FORM_HOLDS;
    if (tests.formStart?.test(token)) bits |= T_FORM_START;
  }
  if (tests.spellings.some((spelling) => token.includes(spelling))) bits |= T_SPELLING;
  if (tests.starts !== null && token.startsWith(tests.starts)) bits |= T_STARTS;
  return bits;
}

/** The name flags a token's tests give each of its postings. */
function nameFlags(b: number): number {
  let f = 0;
  if (b & T_EXACT) f |= NE;
  if (b & T_WHOLE) f |= NW;
  if (b & T_FORM_START) f |= NF;
  if (b & T_FORM_HOLDS) f |= NL;
  if (b & T_SPELLING) f |= NS;
  return f;
}

/** The flags a token gives a posting at the word's own position in the name. */
function positionFlags(b: number, isLast: boolean): number {
  return (b & T_WHOLE ? AT : 0) | (isLast && b & T_STARTS ? AP : 0);
}

/** Vocabulary positions that may hold one of the needles, each once, in vocabulary order. */
function candidatesOf(index: MemorySearchIndex, needles: string[]): Iterable<number> {
  const lists: IntList[] = [];
  for (const needle of needles) {
    const list = index.tokensMayHold(needle);
    if (!list) return everyPosition(index.tokenIds.length);
    lists.push(list);
  }
  if (lists.length === 1) return lists[0]!.values.subarray(0, lists[0]!.length);
  const positions = new Set<number>();
  for (const list of lists) for (let i = 0; i < list.length; i++) positions.add(list.values[i]!);
  return positions;
}

function* everyPosition(length: number) {
  for (let i = 0; i < length; i++) yield i;
}

/** Scratch space reused by every search (ranking runs synchronously, one search at a time). */
class Scratch {
  /** Per ordinal: its slot + 1 in this search, 0 when untouched. */
  slotOf = new Int32Array(0);
  /** Per slot: the ordinal, and per word its flags. */
  ordinals = new Int32Array(1024);
  flags = new Uint16Array(1024 * 8);
  used = 0;

  begin(ordinals: number) {
    if (this.slotOf.length < ordinals) this.slotOf = new Int32Array(Math.max(ordinals, 1024) * 2);
    this.used = 0;
  }

  /** The ordinal's slot, made with its flags cleared when it has none (room is reserved). */
  slot(ordinal: number, words: number): number {
    const existing = this.slotOf[ordinal]!;
    if (existing > 0) return existing - 1;
    const slot = this.used++;
    this.ordinals[slot] = ordinal;
    for (let i = 0; i < words; i++) this.flags[slot * words + i] = 0;
    this.slotOf[ordinal] = slot + 1;
    return slot;
  }

  private matched = new Int32Array(1024);
  private keys = new Float64Array(1024);

  /** Room for the matches of this search (ordinals, and their rank keys). */
  matchedFor(size: number): Int32Array {
    if (this.matched.length < size) this.matched = new Int32Array(size * 2);
    return this.matched;
  }
  keysFor(size: number): Float64Array {
    if (this.keys.length < size) this.keys = new Float64Array(size * 2);
    return this.keys;
  }

  /**
   * Where a word puts its flags for this ordinal: the word that makes the slots makes one for a
   * live product (only a maker's slots are of live products, so the others need not ask); any
   * other word only finds one. -1: nowhere.
   */
  slotFor(ordinal: number, words: number, makes: boolean, alive: Int32Array): number {
    if (!makes) return this.slotOf[ordinal]! - 1;
    return alive[ordinal] === 1 ? this.slot(ordinal, words) : -1;
  }

  /** Room for `slots` more slots of `words` words each. */
  reserve(slots: number, words: number) {
    const size = this.used + slots;
    if (size > this.ordinals.length) {
      const ordinals = new Int32Array(size * 2);
      ordinals.set(this.ordinals.subarray(0, this.used));
      this.ordinals = ordinals;
    }
    if (size * words > this.flags.length) {
      const flags = new Uint16Array(size * words * 2);
      flags.set(this.flags.subarray(0, this.used * words));
      this.flags = flags;
    }
  }

  end() {
    for (let slot = 0; slot < this.used; slot++) this.slotOf[this.ordinals[slot]!] = 0;
  }
}
const scratch = new Scratch();

export function rankSearch(
  index: MemorySearchIndex,
  search: ResolvedSearch,
  offset: number,
  limit: number,
): RankedPage {
  const { words, fields } = search;
  const count = words.length;
  if (count === 0) return { ids: [], total: 0 };
  const inName = fields.includes('name');
  const inDescription = fields.includes('description');
  const byVendor = fields.includes('vendor');
  const byCategory = fields.includes('category');
  const last = count - 1;
  const tests = words.map((word, i) => wordTests(word, i === last));

  scratch.begin(index.ordinals);
  try {
    const { alive } = index;
    // Each word tests the tokens that may hold it, one of its forms or one of its spellings
    // (every test is a kind of "holds"): the tokens it reaches, and how.
    const reached = words.map((word, i) => {
      const tokens: number[] = [];
      const bits: number[] = [];
      let volume = 0;
      for (const position of candidatesOf(index, [word.text, ...word.forms, ...word.spellings])) {
        const tokenId = index.tokenIds.values[position]!;
        const b = tokenBits(index.tokens[tokenId]!, tests[i]!);
        if (b === 0) continue;
        const list = index.postings.get(tokenId);
        if (!list) continue;
        tokens.push(tokenId);
        bits.push(b);
        volume += list.named.length + (inDescription && b & T_EXACT ? list.described.length : 0);
      }
      return { tokens, bits, volume };
    });
    const groupsOf = (word: ResolvedWord) => [
      ...(byVendor ? [{ ids: word.vendors.exact, flag: V | VX }] : []),
      ...(byVendor ? [{ ids: word.vendors.similar, flag: V }] : []),
      ...(byCategory ? [{ ids: word.categories.exact, flag: C | CX }] : []),
      ...(byCategory ? [{ ids: word.categories.similar, flag: C }] : []),
    ];
    words.forEach((word, i) => {
      for (const group of groupsOf(word))
        for (const id of group.ids) reached[i]!.volume += index.productsOf(id)?.length ?? 0;
    });
    // A match holds every word: the word reaching the fewest postings makes the products'
    // slots, the others only add their flags to those (a common word's thousands of
    // description postings are read, not kept).
    const order = words.map((_, i) => i).sort((a, b) => reached[a]!.volume - reached[b]!.volume);
    // Room for every slot the maker can make (its volume counts each posting and member it
    // reads): making a slot never grows the arrays, so the loops may hold them.
    scratch.reserve(reached[order[0]!]!.volume, count);
    const { flags } = scratch;
    for (const i of order) {
      const makes = i === order[0];
      const word = reached[i]!;
      const wordBit = 1 << i;
      for (let t = 0; t < word.tokens.length; t++) {
        const b = word.bits[t]!;
        const list = index.postings.get(word.tokens[t]!)!;
        // The word as typed counts in descriptions; a form or a spelling only in names.
        const described = inDescription && (b & T_EXACT) !== 0;
        if (inName || described) {
          // What this token gives every name posting, whatever the product.
          const alsoDescribed = described ? DE : 0;
          const named = inName ? nameFlags(b) : 0;
          const atPosition = inName ? positionFlags(b, i === last) : 0;
          const entries = list.named.values;
          const positions = list.positions.values;
          for (let p = 0; p < list.named.length; p++) {
            const entry = entries[p]!;
            let f = named;
            if (entry & ALSO_DESCRIBED) f |= alsoDescribed;
            if (atPosition !== 0 && positions[p]! & wordBit) f |= atPosition;
            if (f === 0) continue;
            const slot = scratch.slotFor(entry >> 1, count, makes, alive);
            if (slot >= 0) flags[slot * count + i]! |= f;
          }
        }
        if (described) {
          const ordinals = list.described.values;
          for (let p = 0; p < list.described.length; p++) {
            const slot = scratch.slotFor(ordinals[p]!, count, makes, alive);
            if (slot >= 0) flags[slot * count + i]! |= DE;
          }
        }
      }
      // Stores and categories the word names: all their listed products.
      for (const group of groupsOf(words[i]!)) {
        for (const groupId of group.ids) {
          const members = index.productsOf(groupId);
          if (!members) continue;
          for (let m = 0; m < members.length; m++) {
            // A store's or category's members include products no longer listed.
            const ordinal = members.values[m]!;
            if (alive[ordinal] !== 1) continue;
            const slot = scratch.slotFor(ordinal, count, makes, alive);
            if (slot >= 0) flags[slot * count + i]! |= group.flag;
          }
        }
      }
    }
    return pageOf(index, scratch, { count, inName, offset, limit });
  } finally {
    scratch.end();
  }
}

interface PageRequest {
  count: number;
  inName: boolean;
  offset: number;
  limit: number;
}

/** Matches, their keys, and the first offset + limit in order. */
function pageOf(index: MemorySearchIndex, work: Scratch, request: PageRequest): RankedPage {
  const { count, inName, offset, limit } = request;
  const MATCH = NE | NF | NS | V | C | DE;
  const { flags, ordinals } = work;
  const { nameTokens, nameLength } = index;
  const matched = work.matchedFor(work.used);
  const keys = work.keysFor(work.used);
  let total = 0;
  if (count === 1) {
    // One word: the key is one of few, by the product's flags and whether its name is that
    // one word; each is worked out once per search, not once per product.
    const known = oneWordKeys.fill(-1);
    for (let slot = 0; slot < work.used; slot++) {
      const f = flags[slot]!;
      if ((f & MATCH) === 0) continue;
      const ordinal = ordinals[slot]!;
      const tokens = nameTokens[ordinal]!;
      const at = tokens === 1 ? f + FLAG_VALUES : f;
      let key = known[at]!;
      if (key < 0) {
        key = rankKey(flags, slot, 1, inName, tokens) * NAME_LENGTHS;
        known[at] = key;
      }
      matched[total] = ordinal;
      const length = nameLength[ordinal]!;
      keys[total++] = inName ? key + (length < NAME_LENGTHS ? length : NAME_LENGTHS - 1) : key;
    }
  } else {
    for (let slot = 0; slot < work.used; slot++) {
      const base = slot * count;
      let ok = true;
      for (let i = 0; i < count && ok; i++) ok = (flags[base + i]! & MATCH) !== 0;
      if (!ok) continue;
      const ordinal = ordinals[slot]!;
      matched[total] = ordinal;
      keys[total++] =
        rankKey(flags, base, count, inName, nameTokens[ordinal]!) * NAME_LENGTHS +
        (inName ? Math.min(nameLength[ordinal]!, NAME_LENGTHS - 1) : 0);
    }
  }
  const wanted = offset + limit;
  if (offset >= total) return { ids: [], total };
  const order = firstInOrder(index, matched, keys, total, wanted);
  return { ids: order.slice(offset, wanted).map((ordinal) => index.ids.idOf(ordinal)), total };
}

/** Every value one word's flags can take (12 bits), and the keys of a one-word search by them. */
const FLAG_VALUES = 4096;
const oneWordKeys = new Float64Array(FLAG_VALUES * 2);

/** Name lengths the last rank key tells apart (names are at most 200 characters). */
const NAME_LENGTHS = 2 ** 20;

/**
 * postings-sql.ts relevance as one number, smaller first: the tier, then the whole words, the
 * name coverage and the exact words (each 0-8, larger first); the name's length is added by
 * the caller below it.
 */
function rankKey(
  flags: Uint16Array,
  base: number,
  count: number,
  inName: boolean,
  nameTokens: number,
): number {
  let exactCount = 0;
  let whole = 0;
  let coverage = 0;
  let atAll = true;
  let prefixAll = true;
  let exactAll = true;
  let formAll = true;
  let nearAll = true;
  for (let i = 0; i < count; i++) {
    const f = flags[base + i]!;
    // exactAnywhere: the word as typed in a searched field (name, store, category, description).
    if (f & (NE | VX | CX | DE)) exactCount++;
    if (f & NW) whole++;
    if (f & NE) coverage++;
    if (i < count - 1) {
      if (!(f & AT)) {
        atAll = false;
        prefixAll = false;
      }
    } else {
      if (!(f & AT)) atAll = false;
      if (!(f & AP)) prefixAll = false;
    }
    if (!(f & NE)) exactAll = false;
    if (!(f & (NE | NL))) formAll = false;
    if (!(f & (NE | NL | NS))) nearAll = false;
  }
  const exactKey = 8 - exactCount;
  if (!inName) return exactKey;
  const tier =
    atAll && nameTokens === count
      ? 0
      : prefixAll
        ? 1
        : exactAll
          ? 2
          : formAll
            ? 3
            : nearAll
              ? 4
              : NAMELESS_TIER;
  return ((tier * 16 + (8 - whole)) * 16 + (8 - coverage)) * 16 + exactKey;
}

/** The first `wanted` matches by key, then newest first, then by id (relevanceTiebreak). */
function firstInOrder(
  index: MemorySearchIndex,
  matched: Int32Array,
  keys: Float64Array,
  total: number,
  wanted: number,
): number[] {
  const { createdAt, ids } = index;
  const before = (a: number, b: number) => {
    const byKey = keys[a]! - keys[b]!;
    if (byKey !== 0) return byKey;
    const oa = matched[a]!;
    const ob = matched[b]!;
    const byNewest = createdAt[ob]! - createdAt[oa]!;
    if (byNewest !== 0) return byNewest;
    return ids.compare(oa, ob);
  };
  if (wanted > SELECTED_AT_MOST) {
    const all = Array.from({ length: total }, (_, i) => i).sort(before);
    return all.slice(0, wanted).map((i) => matched[i]!);
  }
  // A short page: the best `wanted` kept in order while the matches go by once.
  const best: number[] = [];
  for (let i = 0; i < total; i++) {
    if (best.length === wanted) {
      // Most matches lose on the key alone: no need to ask the tiebreak.
      const worst = best[wanted - 1]!;
      if (keys[i]! > keys[worst]! || before(i, worst) >= 0) continue;
    }
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(best[middle]!, i) < 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, i);
    if (best.length > wanted) best.pop();
  }
  return best.map((i) => matched[i]!);
}

/** Pages ending past this many matches sort them all rather than keep the best in order. */
const SELECTED_AT_MOST = 500;
