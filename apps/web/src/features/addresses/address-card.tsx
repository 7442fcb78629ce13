import { addressText } from '@souq/domain/locales/ar/addresses';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { Pencil, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { AddressDetailList } from './address-detail-list';
import { AddressIcon } from './address-icon';

const t = addressText.list;

interface AddressCardProps {
  address: SavedAddress;
  onEdit: () => void;
  onSetDefault: () => void;
  onDelete: () => void;
  settingDefault: boolean;
}

/**
 * Spec: title with its icon, the default star, the formatted address and delivery notes; with
 * them the street, building and floor the courier reads.
 */
export function AddressCard(props: AddressCardProps) {
  const { address, onEdit, onSetDefault, onDelete, settingDefault } = props;
  const titleId = useId();
  const small = () => buttonStyles({ variant: 'outline', size: 'sm' });
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900"
    >
      <div className="flex items-start gap-3">
        <AddressIcon title={address.title} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-lg font-bold break-words">
              {address.title}
            </h3>
            {address.is_default && (
              <span className="inline-flex items-center gap-1 rounded-pill bg-accent-100 px-2 py-0.5 text-sm font-semibold text-accent-800">
                <Star aria-hidden="true" className="size-4 fill-current" />
                <span className="sr-only">{t.defaultMarker}: </span>
                <span>{t.defaultBadge}</span>
              </span>
            )}
          </div>
          <p className="break-words text-neutral-800 dark:text-neutral-200">
            {address.formatted_address}
          </p>
          <AddressDetailList address={address} />
          {address.delivery_notes && (
            <p className="break-words text-sm text-neutral-700 dark:text-neutral-300">
              <span className="font-semibold">{t.notesLabel}</span> {address.delivery_notes}
            </p>
          )}
        </div>
      </div>
      <div role="group" aria-label={t.actionsOf(address.title)} className="flex flex-wrap gap-2">
        <button type="button" onClick={onEdit} className={small()}>
          <Pencil aria-hidden="true" className="size-4" />
          {t.edit}
        </button>
        {!address.is_default && (
          <button
            type="button"
            onClick={onSetDefault}
            disabled={settingDefault}
            className={small()}
          >
            <Star aria-hidden="true" className="size-4" />
            {t.setDefault}
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          className="inline-flex h-9 items-center justify-center gap-2 rounded-xl border border-danger-300 bg-white px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50 dark:bg-neutral-900 dark:text-danger-300"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t.delete}
        </button>
      </div>
    </article>
  );
}
