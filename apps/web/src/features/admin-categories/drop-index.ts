/** The vertical span of one listed row on screen (getBoundingClientRect's top and bottom). */
export interface RowSpan {
  top: number;
  bottom: number;
}

/**
 * Where a dragged row lands: the row under the pointer's height (in a gap, the next one), the
 * first or last when the pointer went past the list's ends. Rows in display order; -1 if none.
 */
export function dropIndex(y: number, rows: readonly RowSpan[]): number {
  const above = rows.filter((row) => row.bottom <= y).length;
  return Math.min(above, rows.length - 1);
}
