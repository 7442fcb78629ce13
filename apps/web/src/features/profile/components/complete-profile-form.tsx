import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import { type CurrentUser, completeProfileInput } from '@souq/domain/schemas/accounts';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useSubmitStatus } from '../../../lib/forms/use-submit-status';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { latinDigits } from '../../../lib/latin-digits';
import { notify } from '../../../lib/notify';
import { serverFieldErrors } from '../../auth/auth-errors';
import { useAuth } from '../../auth/use-auth';
import { completeProfile } from '../api';

const t = profileText.complete;

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
  const form = useZodForm(
    completeProfileInput,
    { name: user.name, phone: user.phone ?? '' },
    { prepare: (values) => ({ ...values, phone: latinDigits(values.phone) }) },
  );
  const { status, run } = useSubmitStatus();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    const outcome = await run(() => completeProfile(input));
    if (outcome.ok && outcome.value.user) {
      apply({ type: 'profile-completed', user: outcome.value.user });
      return onCompleted();
    }
    setProblem(m.completeProfileException);
    if (!outcome.ok) form.showErrors(serverFieldErrors(outcome.error, ['name', 'phone']));
    notify.error(m.completeProfileException);
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
      {problem && <FormAlert tone="error" message={problem} />}
      <SubmitButton status={status}>{t.submit}</SubmitButton>
    </form>
  );
}
