import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { registerForm } from '@souq/domain/schemas/accounts';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useSubmitStatus } from '../../../lib/forms/use-submit-status';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { latinDigits } from '../../../lib/latin-digits';
import { notify } from '../../../lib/notify';
import { signUp } from '../api';
import { registerError, serverFieldErrors } from '../auth-errors';

const fields = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

/**
 * Spec §5: every field required, the confirmation must match. No session follows: the email
 * has to be confirmed first, so success hands the address to the "check your email" note.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useZodForm(
    registerForm,
    { name: '', email: '', phone: '', password: '', confirmPassword: '' },
    { prepare: (values) => ({ ...values, phone: latinDigits(values.phone) }) },
  );
  const { status, run } = useSubmitStatus();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ confirmPassword: _, ...input }) => {
    setProblem(null);
    const outcome = await run(() => signUp(input));
    if (outcome.ok) {
      notify.success(m.accountCreatedTitle, { description: m.accountCreatedText });
      onRegistered(input.email);
      return;
    }
    const message = registerError(outcome.error);
    setProblem(message);
    form.showErrors(serverFieldErrors(outcome.error, fields));
    notify.error(m.registerErrorTitle, { description: message });
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label={t.fullName} autoComplete="name" required {...form.field('name')} />
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        latin
        {...form.field('email')}
      />
      <TextField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t.phonePlaceholder}
        required
        latin
        {...form.field('phone')}
      />
      <PasswordField
        label={t.password}
        hint={t.passwordHint}
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
      <PasswordField
        label={t.confirmPassword}
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
      {problem && <FormAlert tone="error" message={problem} />}
      <SubmitButton status={status}>{t.registerSubmit}</SubmitButton>
    </form>
  );
}
