import type { SQL } from 'drizzle-orm';
import { type BuiltQuery, builtQuery } from '../../db/query';

/**
 * Query texts built lately, by what they were built from (at most `max`, oldest out first).
 * Only the SQL is kept, never rows: a list or a search asked for again runs its statement
 * again, fresh, but skips building it. Building a search's page (the drizzle tree, then its
 * text) cost the server about a tenth of its CPU per search (decision 031).
 */
export function builtQueries(max: number) {
  const kept = new Map<string, BuiltQuery | null>();
  // null: nothing to run for that key (a search whose words need no resolving).
  function built(key: string, make: () => SQL): BuiltQuery;
  function built(key: string, make: () => SQL | null): BuiltQuery | null;
  function built(key: string, make: () => SQL | null): BuiltQuery | null {
    const found = kept.get(key);
    if (found !== undefined) return found;
    const query = make();
    const result = query && textOnly(builtQuery(query), make as () => SQL);
    kept.set(key, result);
    // A Map iterates in insertion order: the first key is the oldest.
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    return result;
  }
  return built;
}

/**
 * The text and parameters without the drizzle tree they came from, which is built again only
 * when asked for (PGlite runs the tree): 200 search trees held ~19 MB of a 160 MB heap, their
 * texts ~3.5 MB.
 */
function textOnly({ text, params }: BuiltQuery, make: () => SQL): BuiltQuery {
  return {
    text,
    params,
    get query() {
      return make();
    },
  };
}
