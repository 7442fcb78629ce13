import { adminDashboardText as t } from '@souq/domain/locales/ar/admin';
import { type DashboardDays, dashboardRanges } from '@souq/domain/schemas/admin-dashboard';
import { cn } from '@/lib/cn';

/** 7, 30 or 90 days: three toggle buttons, the chosen one pressed. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: DashboardDays;
  onChange: (days: DashboardDays) => void;
}) {
  return (
    <div
      role="group"
      aria-label={t.rangeLabel}
      className="flex gap-1 self-start rounded-xl bg-neutral-200/70 p-1 dark:bg-neutral-800"
    >
      {dashboardRanges.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={cn(
            'min-h-10 rounded-lg px-3 text-sm font-semibold text-neutral-700 dark:text-neutral-300',
            value === days &&
              'bg-white text-primary-800 shadow-card dark:bg-neutral-950 dark:text-primary-300',
          )}
        >
          {t.ranges[days]}
        </button>
      ))}
    </div>
  );
}
