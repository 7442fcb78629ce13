import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import { settingsText } from '@souq/domain/locales/ar/settings';
import { type CurrentUser, updateProfileInput } from '@souq/domain/schemas/accounts';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { latinDigits } from '../../../lib/latin-digits';
import { serverFieldErrors } from '../../auth/auth-errors';
import { useProfileSave } from './use-profile-save';

const t = settingsText.profileCard;

/** Web settings, profile tab: name and phone editable, the email shown but locked. */
export function ProfileCardForm({ user }: { user: CurrentUser }) {
  const form = useZodForm(
    updateProfileInput,
    { name: user.name, phone: user.phone ?? '' },
    { prepare: (values) => ({ ...values, phone: latinDigits(values.phone) }) },
  );
  const { status, save } = useProfileSave();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    const outcome = await save(input);
    if (outcome.ok) return;
    setProblem(m.saveChangesException);
    form.showErrors(serverFieldErrors(outcome.error, ['name', 'phone']));
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label={t.name} autoComplete="name" required {...form.field('name')} />
      <TextField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={profileText.edit.phonePlaceholder}
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
      {problem && <FormAlert tone="error" message={problem} />}
      <SubmitButton status={status}>{t.save}</SubmitButton>
    </form>
  );
}
