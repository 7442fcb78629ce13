import { adminDashboardText as t } from '@souq/domain/locales/ar/admin';
import { useId } from 'react';
import { dayLabel } from './day-label';

interface DayBarsProps {
  title: string;
  /** Every day of the range, oldest first. */
  days: readonly string[];
  values: readonly number[];
  /** How a value reads in the summary (a count, or money in its currency). */
  format: (value: number) => string;
}

const BAR = 10;
const HEIGHT = 100;

/**
 * One bar per day as inline SVG: no chart library to download. Time runs in the reading
 * direction, so the oldest day stands at the right and today at the left. Screen readers get
 * the chart's summary (total and best day) as its name; the numbers themselves are in the
 * section's table.
 */
export function DayBars({ title, days, values, format }: DayBarsProps) {
  const titleId = useId();
  const max = Math.max(0, ...values);
  const total = values.reduce((sum, v) => sum + v, 0);
  const peakAt = values.indexOf(max);
  const summary = t.chartSummary(
    title,
    dayLabel(days[0]!),
    dayLabel(days.at(-1)!),
    format(total),
    max > 0 ? t.peakDay(dayLabel(days[peakAt]!), format(max)) : t.noPeak,
  );
  const width = days.length * BAR;
  return (
    <figure className="flex min-w-0 flex-col gap-1">
      <figcaption className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-28 w-full rounded-lg bg-neutral-100 dark:bg-neutral-800"
      >
        <title id={titleId}>{summary}</title>
        {values.map((value, i) => {
          const height = max > 0 ? (value / max) * (HEIGHT - 4) : 0;
          return (
            <rect
              key={days[i]}
              data-day={days[i]}
              // Oldest first in the data, drawn from the right: index 0 takes the last slot.
              x={(days.length - 1 - i) * BAR + 1}
              y={HEIGHT - height}
              width={BAR - 2}
              height={height}
              className="fill-primary-600 dark:fill-primary-400"
            />
          );
        })}
      </svg>
      <div
        aria-hidden="true"
        className="flex justify-between text-xs text-neutral-600 dark:text-neutral-400"
      >
        <span>{dayLabel(days[0]!)}</span>
        <span>{dayLabel(days.at(-1)!)}</span>
      </div>
    </figure>
  );
}
