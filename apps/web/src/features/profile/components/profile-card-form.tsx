import { settingsText } from '@souq/domain/locales/ar/settings';
import { type CurrentUser, updateProfileInput } from '@souq/domain/schemas/accounts';
import { EmailField, NameField, PhoneField } from '@/components/ui/form/account-fields';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { latinDigits } from '@/lib/latin-digits';
import { useProfileSave } from './use-profile-save';

const t = settingsText.profileCard;

/** Web settings, profile tab: name and phone editable, the email shown but locked. */
export function ProfileCardForm({ user }: { user: CurrentUser }) {
  const form = useSchemaForm(
    updateProfileInput,
    { name: user.name, phone: user.phone ?? '' },
    { prepare: (values) => ({ ...values, phone: latinDigits(values.phone) }) },
  );
  const { submit, status, problem } = useFormSubmit(form, useProfileSave());

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NameField label={t.name} required {...form.field('name')} />
      <PhoneField label={t.phone} {...form.field('phone')} />
      <EmailField label={t.email} value={user.email} readOnly hint={t.emailLocked} />
      {problem && <FormAlert tone="error" message={problem} />}
      <SubmitButton status={status}>{t.save}</SubmitButton>
    </form>
  );
}
