/**
 * The index's product ids by ordinal, 16 bytes each, and each id's current ordinal in an
 * open-addressing table: at 100,000 products no string or Map entry per product on the heap
 * (decision 040: they were most of the copy's heap). Ids compare as PostgreSQL orders uuids,
 * byte by byte.
 */

const EMPTY = 0;
const DELETED = -1;

export class ProductIds {
  private bytes = new Uint8Array(16 * 1024);
  /** Per slot: ordinal + 1, EMPTY or DELETED. */
  private table = new Int32Array(2048);
  /** Slots not EMPTY (live and deleted): the table grows before they fill half of it. */
  private taken = 0;
  size = 0;
  private readonly key = new Uint8Array(16);

  /** The current ordinal of an id, if it has one. */
  ordinalOf(id: string): number | undefined {
    const slot = this.find(id);
    return slot < 0 ? undefined : this.table[slot]! - 1;
  }

  /** Room for ordinals below `count` in one allocation each (a whole read). */
  reserve(count: number) {
    if (this.bytes.length < count * 16) {
      const grown = new Uint8Array(count * 16);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    let size = this.table.length;
    while (count * 2 > size) size *= 2;
    if (size > this.table.length) this.rehash(size);
  }

  /** Gives the id a new ordinal (its old one, if any, is forgotten). */
  set(ordinal: number, id: string) {
    if (this.bytes.length < (ordinal + 1) * 16) {
      const grown = new Uint8Array(Math.max((ordinal + 1) * 16, this.bytes.length * 2));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    write(id, this.bytes, ordinal * 16);
    const found = this.find(id);
    if (found >= 0) {
      this.table[found] = ordinal + 1;
      return;
    }
    if ((this.taken + 1) * 2 > this.table.length) this.rehash(this.table.length * 2);
    this.insert(ordinal);
    this.size++;
  }

  delete(id: string) {
    const slot = this.find(id);
    if (slot < 0) return;
    this.table[slot] = DELETED;
    this.size--;
  }

  idOf(ordinal: number): string {
    const at = ordinal * 16;
    let hex = '';
    for (let i = 0; i < 16; i++) {
      if (i === 4 || i === 6 || i === 8 || i === 10) hex += '-';
      hex += this.bytes[at + i]!.toString(16).padStart(2, '0');
    }
    return hex;
  }

  /** Orders two ordinals' ids as PostgreSQL orders uuids. */
  compare(a: number, b: number): number {
    const { bytes } = this;
    for (let i = 0; i < 16; i++) {
      const byte = bytes[a * 16 + i]! - bytes[b * 16 + i]!;
      if (byte !== 0) return byte;
    }
    return 0;
  }

  /** The ids of ordinals `from` moved to `to` (compacting: to <= from, in increasing order). */
  move(from: number, to: number) {
    this.bytes.copyWithin(to * 16, from * 16, from * 16 + 16);
  }

  /** The table again for ordinals 0 to count - 1, after compacting. */
  reindex(count: number) {
    this.table = new Int32Array(this.table.length);
    this.taken = 0;
    for (let ordinal = 0; ordinal < count; ordinal++) this.insert(ordinal);
    this.size = count;
  }

  private insert(ordinal: number) {
    const mask = this.table.length - 1;
    let slot = hashAt(this.bytes, ordinal * 16) & mask;
    while (this.table[slot]! > 0) slot = (slot + 1) & mask;
    if (this.table[slot] === EMPTY) this.taken++;
    this.table[slot] = ordinal + 1;
  }

  /** The slot holding the id's ordinal, or -1. */
  private find(id: string): number {
    write(id, this.key, 0);
    const mask = this.table.length - 1;
    let slot = hashAt(this.key, 0) & mask;
    for (;;) {
      const held = this.table[slot]!;
      if (held === EMPTY) return -1;
      if (held > 0 && this.sameAs(held - 1)) return slot;
      slot = (slot + 1) & mask;
    }
  }

  private sameAs(ordinal: number): boolean {
    const at = ordinal * 16;
    for (let i = 0; i < 16; i++) if (this.bytes[at + i] !== this.key[i]) return false;
    return true;
  }

  private rehash(size: number) {
    const old = this.table;
    this.table = new Int32Array(size);
    this.taken = 0;
    for (const held of old) if (held > 0) this.insert(held - 1);
  }
}

/** A uuid's 16 bytes (its hex digits, dashes skipped). */
function write(id: string, into: Uint8Array, at: number) {
  let byte = 0;
  for (let i = 0; i < id.length; i++) {
    const code = id.charCodeAt(i);
    if (code === 45) continue; // -
    const digit = code <= 57 ? code - 48 : (code | 32) - 87;
    if (byte % 2 === 0) into[at + (byte >> 1)] = digit << 4;
    else into[at + (byte >> 1)]! |= digit;
    byte++;
  }
}

/** Mixes bytes of the uuid (random in v4, and the timestamp's low end in v7). */
function hashAt(bytes: Uint8Array, at: number): number {
  let hash = 2166136261;
  for (let i = 0; i < 16; i++) hash = Math.imul(hash ^ bytes[at + i]!, 16777619);
  return hash >>> 0;
}
