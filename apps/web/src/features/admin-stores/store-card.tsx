import { formatDate } from '@souq/domain/dates';
import { adminStoresText } from '@souq/domain/locales/ar/admin';
import { paths } from '@souq/domain/paths';
import type { AdminStore } from '@souq/domain/schemas/seller-store';
import { type StoreVerb, verbsFor } from '@souq/domain/store-status';
import { ClipboardList, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { StoreStatusBadge } from '@/features/seller-shell/status-badge';

const t = adminStoresText.card;

/** The decisions that say no are outlined in red; the others are the primary action. */
const verbStyle = (verb: StoreVerb) =>
  verb === 'reject' || verb === 'suspend'
    ? buttonStyles({
        variant: 'outline',
        size: 'sm',
        className: 'text-danger-700 dark:text-danger-300',
      })
    : buttonStyles({ size: 'sm' });

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0 text-neutral-600 dark:text-neutral-400">{label}:</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}

/**
 * One store as the operator decides on it: what the owner applied with, who the owner is, how
 * many products it lists, the reason on record, and the decisions its status allows.
 */
export function StoreCard({
  store,
  onDecide,
}: {
  store: AdminStore;
  onDecide: (verb: StoreVerb) => void;
}) {
  const owner = [store.owner_name, store.owner_email].filter(Boolean).join(' - ');
  return (
    <li className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900">
      <div className="flex flex-wrap items-start gap-2">
        <h2 className="min-w-0 flex-1 text-lg font-bold break-words">{store.vendor_name}</h2>
        <StoreStatusBadge status={store.status} />
      </div>
      {store.description && (
        <p className="line-clamp-3 text-neutral-700 dark:text-neutral-300">{store.description}</p>
      )}
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Fact label={t.owner} value={owner || null} />
        <Fact label={t.phone} value={store.phone_number} />
        <Fact label={t.city} value={store.city} />
        <Fact label={t.appliedAt} value={formatDate(store.applied_at, 'date')} />
        <Fact label={t.address} value={store.formatted_address} />
      </dl>
      {store.status_reason && (
        <p className="rounded-lg bg-neutral-100 p-2 text-sm dark:bg-neutral-800">
          <span className="font-semibold">{t.reason}: </span>
          {store.status_reason}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {verbsFor(store.status).map((verb) => (
          <button
            key={verb}
            type="button"
            onClick={() => onDecide(verb)}
            className={verbStyle(verb)}
          >
            {adminStoresText.verbs[verb]}
          </button>
        ))}
        <span className="ms-auto text-sm text-neutral-600 dark:text-neutral-400">
          {t.products(store.product_count)}
        </span>
        <Link
          to={`${paths.admin.orders()}?store=${encodeURIComponent(store.id)}`}
          className="inline-flex h-9 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-950"
        >
          <ClipboardList aria-hidden="true" className="size-4" />
          {t.orders}
        </Link>
        {store.status === 'active' && (
          <a
            href={paths.web.vendor(store.id)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-9 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-950"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t.storefront}
          </a>
        )}
      </div>
    </li>
  );
}
