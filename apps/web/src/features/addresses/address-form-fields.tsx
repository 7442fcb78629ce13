import { addressText } from '@souq/domain/locales/ar/addresses';
import { LoaderCircle } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ModalBody, ModalFooter } from '@/components/ui/modal-frame';
import { SwitchRow } from '@/components/ui/switch';
import { AddressDetailFields } from './address-detail-fields';
import { LocationField } from './location-field';
import type { AddressFormState } from './use-address-form';

const t = addressText.form;

interface AddressFormFieldsProps {
  form: AddressFormState;
  onPickLocation: () => void;
  onCancel: () => void;
}

/**
 * Spec discovery §2: title, chosen map location, delivery notes (3 rows) and the default switch;
 * between the location and the notes, the street, building and floor a courier asks for.
 * Spec discovery §5: submit stays disabled until the title and the address are non-empty after
 * trimming, so Enter in the title cannot send an incomplete address either.
 */
export function AddressFormFields({ form, onPickLocation, onCancel }: AddressFormFieldsProps) {
  const title = form.field('title');
  const titleMissing = form.titleTouched && form.values.title.trim() === '';
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.submit}
      className="flex min-h-0 flex-1 flex-col"
    >
      <ModalBody>
        <TextField
          label={t.title}
          placeholder={t.titlePlaceholder}
          required
          maxLength={100}
          {...title}
          error={title.error ?? (titleMissing ? addressText.titleRequired : undefined)}
        />
        <LocationField
          address={form.values.formatted_address}
          error={form.errorOf('formatted_address')}
          onPick={onPickLocation}
        />
        <AddressDetailFields form={form} />
        <TextareaField
          label={t.deliveryNotes}
          placeholder={t.deliveryNotesPlaceholder}
          rows={3}
          maxLength={500}
          {...form.field('delivery_notes')}
        />
        <SwitchRow
          label={t.isDefault}
          hint={t.isDefaultHint}
          checked={form.isDefault}
          onCheckedChange={form.setIsDefault}
        />
      </ModalBody>
      <ModalFooter>
        <button type="submit" disabled={!form.canSubmit || form.saving} className={buttonStyles()}>
          {form.saving && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
          {form.saving ? t.saving : form.editing ? t.update : t.save}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'outline' })}>
          {t.cancel}
        </button>
      </ModalFooter>
    </form>
  );
}
