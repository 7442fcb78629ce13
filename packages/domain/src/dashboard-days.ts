/**
 * The calendar days of a dashboard range: `count` days ending with `today` (YYYY-MM-DD on the
 * marketplace's clock), oldest first. Computed on UTC dates so no local offset or daylight
 * change can skip or repeat a day.
 */
export function rangeDays(today: string, count: number): string[] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - (count - 1 - i))).toISOString().slice(0, 10),
  );
}

export interface DayFigures {
  day: string;
  orders: number;
  sales: number;
}

/** Every day of `days` with its figures, a zero day where the database had no row. */
export function fillDays(days: readonly string[], rows: readonly DayFigures[]): DayFigures[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => byDay.get(day) ?? { day, orders: 0, sales: 0 });
}
