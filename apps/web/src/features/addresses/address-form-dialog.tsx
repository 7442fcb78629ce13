import { addressText } from '@souq/domain/locales/ar/addresses';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { useState } from 'react';
import { ModalFrame } from '@/components/ui/modal-frame';
import { LocationPickerDialog } from '@/features/location-picker/location-picker-dialog';
import { AddressFormFields } from './address-form-fields';
import { pickedFromForm } from './address-form-values';
import { useAddressForm } from './use-address-form';

const t = addressText.form;

interface AddressFormDialogProps {
  open: boolean;
  /** The address being edited; null adds a new one. */
  address: SavedAddress | null;
  onClose: () => void;
}

/** Spec discovery §2 and §4: the address form; each opening starts from the address given. */
export function AddressFormDialog({ open, address, onClose }: AddressFormDialogProps) {
  if (!open) return null;
  return <AddressFormSession address={address} onClose={onClose} />;
}

/**
 * The form and, over it, the location picker. Spec discovery §2: the picker hides the form while it
 * is open; the form stays mounted (hidden) so nothing typed is lost, and focus returns to the
 * location button when the picker closes.
 */
function AddressFormSession({ address, onClose }: Omit<AddressFormDialogProps, 'open'>) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const form = useAddressForm(address, onClose);
  return (
    <>
      <ModalFrame
        open
        hidden={pickerOpen}
        onOpenChange={(next) => !next && onClose()}
        title={address ? t.editTitle : t.addTitle}
        closeLabel={t.close}
      >
        <AddressFormFields
          form={form}
          onPickLocation={() => setPickerOpen(true)}
          onCancel={onClose}
        />
      </ModalFrame>
      <LocationPickerDialog
        open={pickerOpen}
        initial={pickedFromForm(form.values)}
        initialNotes={form.values.delivery_notes}
        onCancel={() => setPickerOpen(false)}
        onConfirm={(result) => {
          form.applyLocation(result);
          setPickerOpen(false);
        }}
      />
    </>
  );
}
