import { profileText } from '@souq/domain/locales/ar/profile';
import { type CurrentUser, updateProfileInput } from '@souq/domain/schemas/accounts';
import { EmailField, NameField, PhoneField } from '@/components/ui/form/account-fields';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { editProfilePayload, editProfileValues } from './edit-profile-values';
import { useProfileSave } from './use-profile-save';

const t = profileText.edit;

/**
 * Mobile edit profile (spec: mobile screens). Latitude and longitude are sent only when both
 * are filled; one without the other is reported instead of silently dropped.
 */
export function EditProfileForm({ user, onSaved }: { user: CurrentUser; onSaved: () => void }) {
  const form = useSchemaForm(updateProfileInput, editProfileValues(user), {
    prepare: editProfilePayload,
  });
  const { submit, status, problem } = useFormSubmit(form, useProfileSave(onSaved));

  const coordinate = { inputMode: 'decimal', autoComplete: 'off', latin: true } as const;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NameField label={t.fullName} required {...form.field('name')} />
      <PhoneField label={t.phone} {...form.field('phone')} />
      <EmailField label={t.email} value={user.email} readOnly hint={t.emailLocked} />
      <TextField label={t.address} autoComplete="street-address" {...form.field('address')} />
      <TextField
        label={t.formattedAddress}
        hint={t.formattedAddressHint}
        {...form.field('formatted_address')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-neutral-800 dark:text-neutral-100">
          {t.coordinates}
        </legend>
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t.latitude} {...coordinate} {...form.field('latitude')} />
          <TextField label={t.longitude} {...coordinate} {...form.field('longitude')} />
        </div>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t.coordinatesHint}</p>
      </fieldset>
      <TextareaField label={t.deliveryNotes} rows={3} {...form.field('delivery_notes')} />
      {problem && <FormAlert tone="error" message={problem} />}
      <SubmitButton status={status} loadingLabel={t.saving}>
        {t.save}
      </SubmitButton>
    </form>
  );
}
