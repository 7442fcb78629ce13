import { addressText } from '@souq/domain/locales/ar/addresses';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { MapPinHouse, Plus, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { SectionNotice } from '@/components/ui/section-notice';
import { AddressFormDialog } from './address-form-dialog';
import { AddressList } from './address-list';
import { AddressesLoading } from './addresses-loading';
import { DeleteAddressDialog } from './delete-address-dialog';
import { useAddresses, useDeleteAddress } from './use-addresses';

const t = addressText.list;
/** Which form is open: none, a new address, or one being edited. */
type FormTarget = { open: false } | { open: true; address: SavedAddress | null };

/**
 * The saved addresses with add, edit, set-default and delete (spec: settings addresses tab
 * and /mobile/addresses): loading skeletons, an empty state inviting the first address, or
 * the list; the form and the delete confirmation as dialogs over it.
 */
export function AddressesPanel({ withHeading = true }: { withHeading?: boolean }) {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [form, setForm] = useState<FormTarget>({ open: false });
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const openNew = () => setForm({ open: true, address: null });
  const addButton = (
    <button
      type="button"
      onClick={openNew}
      className={buttonStyles({ className: 'w-full sm:w-auto' })}
    >
      <Plus aria-hidden="true" className="size-5" />
      {t.addNew}
    </button>
  );

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 flex-col">
          {withHeading && (
            <h2 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">
              {t.title}
            </h2>
          )}
          <p className="text-neutral-700 dark:text-neutral-300">{t.intro}</p>
        </div>
        {addresses.data && addresses.data.length > 0 && addButton}
      </div>
      {addresses.isPending ? (
        <AddressesLoading />
      ) : addresses.isError ? (
        <SectionNotice
          icon={<TriangleAlert aria-hidden="true" className="size-8" />}
          title={t.loadFailed}
          text={t.loadFailedText}
        >
          <button
            type="button"
            onClick={() => void addresses.refetch()}
            className={buttonStyles({ variant: 'outline' })}
          >
            {t.retry}
          </button>
        </SectionNotice>
      ) : addresses.data.length === 0 ? (
        <SectionNotice
          icon={<MapPinHouse aria-hidden="true" className="size-8" />}
          title={t.emptyTitle}
          text={t.emptyText}
        >
          <div className="mt-2">{addButton}</div>
        </SectionNotice>
      ) : (
        <AddressList
          addresses={addresses.data}
          onEdit={(address) => setForm({ open: true, address })}
          onDelete={setDeleting}
        />
      )}
      <AddressFormDialog
        open={form.open}
        address={form.open ? form.address : null}
        onClose={() => setForm({ open: false })}
      />
      <DeleteAddressDialog
        address={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(address) => {
          setDeleting(null);
          remove.mutate(address.id);
        }}
      />
    </section>
  );
}
