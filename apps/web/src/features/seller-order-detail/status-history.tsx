import { ordersText } from '@souq/domain/locales/ar/orders';
import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { formatOrderDate } from '@/features/orders/order-date';
import type { SellerOrderDetail } from './api';
import { DetailCard } from './detail-card';

const t = sellerOrderDetailText;

/** Every move of the order, oldest first: what it became, who moved it, when, and their note. */
export function StatusHistory({ history }: { history: SellerOrderDetail['history'] }) {
  return (
    <DetailCard title={t.history}>
      <ol className="flex flex-col">
        {history.map((entry, index) => {
          const last = index === history.length - 1;
          const placed = entry.from_status === null;
          const note = entry.note;
          return (
            <li
              key={`${entry.at}-${entry.to_status}`}
              className="relative flex gap-3 pb-4 last:pb-0"
            >
              {!last && (
                <span
                  aria-hidden="true"
                  className="absolute start-[0.4375rem] top-4 h-full w-0.5 bg-neutral-200 dark:bg-neutral-700"
                />
              )}
              <span
                aria-hidden="true"
                className={
                  last
                    ? 'relative mt-1.5 size-4 shrink-0 rounded-pill bg-primary-700 ring-4 ring-primary-100 dark:ring-primary-950'
                    : 'relative mt-1.5 size-4 shrink-0 rounded-pill border-2 border-primary-700 bg-white dark:bg-neutral-900'
                }
              />
              <div className="flex min-w-0 flex-col">
                <span className="font-bold">
                  {placed ? t.placed : ordersText.status[entry.to_status]}
                </span>
                <span className="text-sm text-neutral-700 dark:text-neutral-300">
                  {t.by(t.actors[entry.actor])} ·{' '}
                  <time dateTime={entry.at}>{formatOrderDate(entry.at)}</time>
                </span>
                {note && (
                  <p className="mt-1 whitespace-pre-line break-words rounded-lg bg-neutral-100 px-3 py-2 text-sm dark:bg-neutral-800">
                    {note}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </DetailCard>
  );
}
