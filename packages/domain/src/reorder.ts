/**
 * Moves the item at `from` to `to` (both clamped to the list), returning a new array: the one
 * rule behind the console's drag, its move up / move down buttons and their optimistic view.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** True when `ids` names every one of `known` exactly once (a reorder of the whole list). */
export function isFullOrder(ids: readonly string[], known: readonly string[]): boolean {
  if (ids.length !== known.length) return false;
  const expected = new Set(known);
  const seen = new Set<string>();
  for (const id of ids) {
    if (!expected.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}
