import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import { type CurrentUser, updateProfileInput } from '@souq/domain/schemas/accounts';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { serverFieldErrors } from '../../auth/auth-errors';
import {
  type EditProfileValues,
  editProfilePayload,
  editProfileValues,
} from './edit-profile-values';
import { useProfileSave } from './use-profile-save';

const t = profileText.edit;
const fields = [
  'name',
  'phone',
  'address',
  'formatted_address',
  'delivery_notes',
  'latitude',
  'longitude',
] as const satisfies ReadonlyArray<keyof EditProfileValues>;

/**
 * Mobile edit profile (spec: mobile screens). Latitude and longitude are sent only when both
 * are filled; one without the other is reported instead of silently dropped.
 */
export function EditProfileForm({ user, onSaved }: { user: CurrentUser; onSaved: () => void }) {
  const form = useZodForm(updateProfileInput, editProfileValues(user), {
    prepare: editProfilePayload,
  });
  const { status, save } = useProfileSave();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    const outcome = await save(input);
    if (outcome.ok) return onSaved();
    setProblem(m.saveChangesException);
    form.showErrors(serverFieldErrors(outcome.error, fields));
  });

  const coordinate = { inputMode: 'decimal', autoComplete: 'off', latin: true } as const;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label={t.fullName} autoComplete="name" required {...form.field('name')} />
      <TextField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t.phonePlaceholder}
        latin
        {...form.field('phone')}
      />
      <TextField
        label={t.email}
        type="email"
        value={user.email}
        readOnly
        latin
        hint={t.emailLocked}
      />
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
