import { adminDashboardText as t } from '@souq/domain/locales/ar/admin';
import { paths } from '@souq/domain/paths';
import type { AdminDashboard } from '@souq/domain/schemas/admin-dashboard';
import { withQuery } from '@souq/domain/url';
import { Link } from 'react-router';

const cardStyles = 'flex flex-col gap-1 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900';
const linkStyles =
  'mt-1 inline-flex min-h-11 items-center self-start rounded-xl px-2 font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300';

function Card({ label, value, link }: { label: string; value: number; link?: React.ReactNode }) {
  return (
    <li className={cardStyles}>
      <span className="text-sm text-neutral-700 dark:text-neutral-300">{label}</span>
      <span className="text-3xl font-bold tabular-nums">{value}</span>
      {link}
    </li>
  );
}

/** What waits for the operator, each with the way to the screen that deals with it. */
export function WaitingCards({ counts }: { counts: AdminDashboard['counts'] }) {
  return (
    <section aria-label={t.waiting}>
      <ul className="grid gap-3 sm:grid-cols-3">
        <Card
          label={t.applications}
          value={counts.pending_applications}
          link={
            <Link to={paths.admin.stores()} className={linkStyles}>
              {t.applicationsLink}
            </Link>
          }
        />
        <Card
          label={t.awaitingCheck}
          value={counts.awaiting_check}
          link={
            <Link
              to={withQuery(paths.admin.orders(), { payment: 'awaiting_check' })}
              className={linkStyles}
            >
              {t.awaitingCheckLink}
            </Link>
          }
        />
        <Card label={t.ordersToday} value={counts.orders_today} />
      </ul>
    </section>
  );
}
