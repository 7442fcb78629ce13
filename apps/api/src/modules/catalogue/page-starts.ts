/**
 * Where deep pages of plain lists start (docs/decisions/034-uncached-lists.md). A page at
 * offset 5,000 made PostgreSQL walk 5,000 index entries before its 20; once one read has found
 * the sort keys of the row at an offset, a later read of that offset (or a little further)
 * starts at those keys and skips only the rest. The keys are used only while the listing
 * version they were read at is still the one the reading statement sees (listing_version,
 * raised by every write that changes a list's members or order), so the page is always the one
 * the offset names; a changed version makes the query skip every row as before, in the same
 * statement, and the keys it finds replace the old ones.
 */

/** The sort keys (as PostgreSQL prints them) of the row at `offset`, read at `version`. */
export interface PageStart {
  offset: number;
  keys: readonly string[];
  version: string;
}

/** Below this offset a page skips its rows: too few for a start to save anything. */
export const SEEK_FROM_OFFSET = 100;

interface PageStartsOptions {
  /** Lists (filter and order) whose starts are kept; the least recently used go first. */
  maxLists?: number;
  /** Starts kept per list. */
  maxPerList?: number;
  /** The most rows a start may be before the asked offset (those are still skipped). */
  maxGap?: number;
}

export function pageStarts({
  maxLists = 200,
  maxPerList = 100,
  maxGap = 1_000,
}: PageStartsOptions = {}) {
  /** Per list, its starts by offset; every start was read at `version`. */
  const lists = new Map<string, Map<number, PageStart>>();
  let version: bigint | null = null;

  return {
    /** The known start nearest before `offset` (within maxGap) of one list, if any. */
    nearest(list: string, offset: number): PageStart | undefined {
      const starts = lists.get(list);
      if (!starts) return undefined;
      lists.delete(list);
      lists.set(list, starts);
      let best: PageStart | undefined;
      for (const start of starts.values()) {
        if (start.offset > offset || offset - start.offset > maxGap) continue;
        if (!best || start.offset > best.offset) best = start;
      }
      return best;
    },

    /**
     * Keeps what a read found. A newer version than the kept starts' forgets them all (they
     * can no longer be used); an older one (a read replica behind the primary) is not kept.
     */
    remember(list: string, start: PageStart): void {
      const found = BigInt(start.version);
      if (version === null || found > version) {
        lists.clear();
        version = found;
      } else if (found < version) {
        return;
      }
      const starts = lists.get(list) ?? new Map<number, PageStart>();
      lists.delete(list);
      lists.set(list, starts);
      starts.delete(start.offset);
      starts.set(start.offset, start);
      if (starts.size > maxPerList) starts.delete(starts.keys().next().value!);
      if (lists.size > maxLists) lists.delete(lists.keys().next().value!);
    },
  };
}
