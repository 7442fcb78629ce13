import { formatDate } from '@souq/domain/dates';
import { adminCustomersText as t } from '@souq/domain/locales/ar/admin';
import { paths } from '@souq/domain/paths';
import type { AdminCustomer } from '@souq/domain/schemas/admin-customers';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';

/** One account: who, since when, how many orders, its state, and what the operator may do. */
export function CustomerCard({
  customer,
  onToggle,
}: {
  customer: AdminCustomer;
  onToggle: () => void;
}) {
  const disabled = customer.disabled_at !== null;
  return (
    <li className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 flex-1 font-bold break-words">{customer.name}</h2>
        <span className="rounded-pill bg-neutral-100 px-3 py-1 text-sm font-semibold dark:bg-neutral-800">
          {t.roles[customer.role]}
        </span>
        {disabled && (
          <span className="rounded-pill bg-danger-50 px-3 py-1 text-sm font-semibold text-danger-700 dark:bg-danger-950 dark:text-danger-300">
            {t.disabledBadge}
          </span>
        )}
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
        <bdi dir="ltr">{customer.email}</bdi>
        {!customer.email_verified && <span>({t.unconfirmed})</span>}
        {customer.phone && <bdi dir="ltr">{customer.phone}</bdi>}
        <span>{t.since(formatDate(customer.created_at, 'date'))}</span>
      </p>
      {customer.address && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          <span className="font-semibold">{t.address}: </span>
          {customer.address}
        </p>
      )}
      {!customer.has_profile && customer.role === 'shopper' && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t.noProfile}</p>
      )}
      {disabled && customer.disabled_reason && (
        <p className="rounded-lg bg-neutral-100 p-2 text-sm dark:bg-neutral-800">
          <span className="font-semibold">{t.reasonLabel}: </span>
          {customer.disabled_reason}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {customer.role !== 'admin' && (
          <button
            type="button"
            onClick={onToggle}
            className={buttonStyles({
              variant: 'outline',
              size: 'sm',
              className: disabled ? undefined : 'text-danger-700 dark:text-danger-300',
            })}
          >
            {disabled ? t.enable : t.disable}
          </button>
        )}
        <Link
          to={`${paths.admin.orders()}?customer=${encodeURIComponent(customer.id)}`}
          className="ms-auto inline-flex h-9 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-950"
        >
          <ClipboardList aria-hidden="true" className="size-4" />
          {t.ordersLink}: {t.orders(customer.order_count)}
        </Link>
      </div>
    </li>
  );
}
