import { addressInput, type SavedAddress } from '@souq/domain/schemas/addresses';
import type { ConfirmedLocation } from '@/features/location-picker/picked-location';
import { serverFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import {
  type AddressFormValues,
  addressFormValues,
  addressPayload,
  canSubmitAddress,
  withConfirmedLocation,
} from './address-form-values';
import { useCreateAddress, useUpdateAddress } from './use-addresses';

const serverFields = [
  'title',
  'formatted_address',
  'street',
  'building',
  'floor',
  'delivery_notes',
];

/**
 * The address form's state: text fields validated by the shared addressInput schema, the
 * default switch, the picker's result, and the save (spec discovery §4: update by id when editing,
 * otherwise create; `onSaved` then closes the dialog).
 */
export function useAddressForm(address: SavedAddress | null, onSaved: () => void) {
  const form = useSchemaForm(
    addressInput,
    { ...addressFormValues(address), is_default: address?.is_default ?? false },
    { prepare: ({ is_default, ...text }) => addressPayload(text, is_default) },
  );
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const { is_default: isDefault, ...values } = form.watch();

  const submit = form.onSubmit(async (input) => {
    try {
      if (address) await update.mutateAsync({ id: address.id, input });
      else await create.mutateAsync(input);
      onSaved();
    } catch (error) {
      // The toast already said what failed; point at the field the server named, if any.
      form.showErrors(serverFieldErrors(error, serverFields));
    }
  });

  const applyLocation = (result: ConfirmedLocation) => {
    const next = withConfirmedLocation(values, result);
    for (const name of Object.keys(next) as (keyof AddressFormValues)[]) {
      form.setValue(name, next[name]);
    }
  };

  return {
    ...form,
    values,
    submit,
    applyLocation,
    isDefault,
    setIsDefault: (checked: boolean) => form.setValue('is_default', checked),
    editing: address !== null,
    saving: create.isPending || update.isPending,
    canSubmit: canSubmitAddress(values),
    /** Spec discovery §5 'عنوان المكان مطلوب', shown once the shopper left the title empty. */
    titleTouched: form.getFieldState('title', form.formState).isTouched,
  };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
