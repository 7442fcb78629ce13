import { sellerSettingsText, storeFieldText } from '@souq/domain/locales/ar/seller';
import { type SellerStore, storeProfileInput } from '@souq/domain/schemas/seller-store';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { FormCard } from '@/features/seller-shell/form-card';
import { serverFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { latinDigits } from '@/lib/latin-digits';
import { SaveButton } from './save-button';
import { useSaveSection } from './use-save-section';

const f = storeFieldText;
const fields = ['vendor_name', 'description', 'phone_number', 'city'];

/** Name, description, phone and city (PUT /api/seller/store/profile). */
export function ProfileSection({ store }: { store: SellerStore }) {
  const form = useSchemaForm(
    storeProfileInput,
    {
      vendor_name: store.vendor_name,
      description: store.description ?? '',
      phone_number: store.phone_number ?? '',
      city: store.city ?? '',
    },
    { prepare: (v) => ({ ...v, phone_number: latinDigits(v.phone_number) }) },
  );
  const save = useSaveSection('profile');
  const submit = form.onSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      form.reset(form.getValues());
    } catch (error) {
      form.showErrors(serverFieldErrors(error, fields));
    }
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <FormCard title={sellerSettingsText.sections.profile}>
        <TextField label={f.name} {...form.field('vendor_name')} />
        <TextareaField label={f.description} rows={4} {...form.field('description')} />
        <TextField
          label={f.phone}
          type="tel"
          inputMode="tel"
          latin
          placeholder={f.phonePlaceholder}
          {...form.field('phone_number')}
        />
        <TextField label={f.city} {...form.field('city')} />
        <SaveButton pending={save.isPending} />
      </FormCard>
    </form>
  );
}
