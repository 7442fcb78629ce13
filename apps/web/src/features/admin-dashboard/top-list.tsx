import { adminDashboardText as t } from '@souq/domain/locales/ar/admin';
import { useId } from 'react';

interface TopRow {
  id: string;
  name: string;
  detail: string;
  sales: string;
}

/** A ranked list (best first) with each entry's count and sales; says so when nothing sold. */
export function TopList({ title, rows }: { title: string; rows: readonly TopRow[] }) {
  const headingId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t.noSales}</p>
      ) : (
        <ol aria-labelledby={headingId} className="flex flex-col gap-1">
          {rows.map((row, i) => (
            <li
              key={row.id}
              className="flex items-baseline gap-2 rounded-lg px-2 py-1 odd:bg-neutral-50 dark:odd:bg-neutral-800"
            >
              <span aria-hidden="true" className="w-5 shrink-0 text-neutral-500">
                {i + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{row.name}</span>
                <span className="text-sm text-neutral-600 dark:text-neutral-400">{row.detail}</span>
              </span>
              <span className="shrink-0 text-sm font-semibold tabular-nums">{row.sales}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
