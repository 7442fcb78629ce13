import { addressInput, type SavedAddress } from '@souq/domain/schemas/addresses';
import { useState } from 'react';
import { useZodForm } from '../../lib/forms/use-zod-form';
import { serverFieldErrors } from '../auth/auth-errors';
import type { ConfirmedLocation } from '../location-picker/picked-location';
import {
  addressFormValues,
  addressPayload,
  canSubmitAddress,
  withConfirmedLocation,
} from './address-form-values';
import { useCreateAddress, useUpdateAddress } from './use-addresses';

const serverFields = ['title', 'formatted_address', 'delivery_notes'] as const;

/**
 * The address form's state: text fields validated by the shared addressInput schema, the
 * default switch, the picker's result, and the save (spec §4: update by id when editing,
 * otherwise create; `onSaved` then closes the dialog).
 */
export function useAddressForm(address: SavedAddress | null, onSaved: () => void) {
  const [isDefault, setIsDefault] = useState(address?.is_default ?? false);
  const [titleTouched, setTitleTouched] = useState(false);
  const form = useZodForm(addressInput, addressFormValues(address), {
    prepare: (values) => addressPayload(values, isDefault),
  });
  const create = useCreateAddress();
  const update = useUpdateAddress();

  const submit = form.handleSubmit(async (input) => {
    try {
      if (address) await update.mutateAsync({ id: address.id, input });
      else await create.mutateAsync(input);
      onSaved();
    } catch (error) {
      // The toast already said what failed; point at the field the server named, if any.
      form.showErrors(serverFieldErrors(error, serverFields));
    }
  });

  const applyLocation = (result: ConfirmedLocation) =>
    form.setValues((values) => withConfirmedLocation(values, result));

  return {
    ...form,
    submit,
    applyLocation,
    isDefault,
    setIsDefault,
    editing: address !== null,
    saving: create.isPending || update.isPending,
    canSubmit: canSubmitAddress(form.values),
    /** Spec §5 'عنوان المكان مطلوب', shown once the shopper left the title empty. */
    titleTouched,
    touchTitle: () => setTitleTouched(true),
  };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
