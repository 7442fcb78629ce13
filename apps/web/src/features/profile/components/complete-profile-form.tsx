import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import { type CurrentUser, completeProfileInput } from '@souq/domain/schemas/accounts';
import { NameField, PhoneField } from '@/components/ui/form/account-fields';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useAuth } from '@/features/auth/use-auth';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { latinDigits } from '@/lib/latin-digits';
import { notify } from '@/lib/notify';
import { completeProfile } from '../api';

const t = profileText.complete;

/** An answer without a user: the profile was not completed. */
class NoUserReturned extends Error {}

/**
 * Spec: name required (prefilled from the registration name), phone optional. Success signs
 * the user in (auth event 'profile-completed') and hands over to `onCompleted`.
 */
export function CompleteProfileForm({
  user,
  onCompleted,
}: {
  user: CurrentUser;
  onCompleted: () => void;
}) {
  const { apply } = useAuth();
  const form = useSchemaForm(
    completeProfileInput,
    { name: user.name, phone: user.phone ?? '' },
    { prepare: (values) => ({ ...values, phone: latinDigits(values.phone) }) },
  );
  const { submit, status, problem } = useFormSubmit(form, {
    send: async (input) => {
      const answer = await completeProfile(input);
      if (!answer.user) throw new NoUserReturned();
      return answer.user;
    },
    onSuccess: (completed) => {
      apply({ type: 'profile-completed', user: completed });
      onCompleted();
    },
    failureMessage: () => m.completeProfileException,
    failureToast: (message) => notify.error(message),
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NameField label={t.name} required {...form.field('name')} />
      <PhoneField label={t.phone} {...form.field('phone')} />
      {problem && <FormAlert tone="error" message={problem} />}
      <SubmitButton status={status}>{t.submit}</SubmitButton>
    </form>
  );
}
