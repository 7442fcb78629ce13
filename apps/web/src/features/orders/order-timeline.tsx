import { ordersText } from '@souq/domain/locales/ar/orders';
import { cn } from '@/lib/cn';
import type { ShopperOrder } from './api';
import { formatOrderDate } from './order-date';

const t = ordersText.page;

/**
 * The order's steps, oldest first (the API's order): each status, who moved it there, when, and
 * the note the store, the admin or the server left (the customer's own note is never returned).
 * The last step is where the order is now.
 */
export function OrderTimeline({ timeline }: { timeline: ShopperOrder['timeline'] }) {
  return (
    <ol className="flex flex-col">
      {timeline.map((step, index) => {
        const current = index === timeline.length - 1;
        const status = ordersText.status[step.status] ?? step.status;
        return (
          <li
            key={`${step.at}-${step.status}`}
            aria-current={current ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {/* The line joining this step's dot to the next one's. */}
            {!current && (
              <span
                aria-hidden="true"
                className="absolute start-[0.6875rem] top-6 bottom-0 w-0.5 bg-primary-200 dark:bg-primary-900"
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-0.5 size-6 shrink-0 rounded-full border-4',
                current
                  ? 'border-primary-200 bg-primary-700 dark:border-primary-900'
                  : 'border-white bg-primary-300 dark:border-neutral-900',
              )}
            />
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className={cn('font-bold', current && 'text-primary-800 dark:text-primary-300')}>
                {status}
                <span className="ms-2 text-sm font-normal text-neutral-700 dark:text-neutral-300">
                  {t.actor[step.actor]}
                </span>
              </p>
              <time dateTime={step.at} className="text-sm text-neutral-700 dark:text-neutral-300">
                {formatOrderDate(step.at)}
              </time>
              {step.note && (
                <p className="mt-1 break-words rounded-lg bg-neutral-100 px-3 py-2 text-sm dark:bg-neutral-800">
                  <span className="font-bold">{t.noteLabel[step.actor]}: </span>
                  {step.note}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
