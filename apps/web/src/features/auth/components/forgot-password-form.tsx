import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { forgotPasswordInput } from '@souq/domain/schemas/accounts';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useSubmitStatus } from '../../../lib/forms/use-submit-status';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { notify } from '../../../lib/notify';
import { requestPasswordReset } from '../api';
import { resetRequestError } from '../auth-errors';
import { ModeHeading } from './mode-heading';

/** Asks for the reset mail. The API answers the same for unknown emails (no account probing). */
export function ForgotPasswordForm({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  const form = useZodForm(forgotPasswordInput, { email: '' });
  const { status, run } = useSubmitStatus();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setProblem(null);
    const outcome = await run(() => requestPasswordReset(email));
    if (outcome.ok) return onSent();
    const message = resetRequestError(outcome.error);
    setProblem(message);
    notify.error(m.resetErrorTitle, { description: message });
  });

  return (
    <section className="flex flex-col gap-4">
      <ModeHeading title={t.forgotTitle} intro={t.forgotIntro} />
      <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          latin
          {...form.field('email')}
        />
        {problem && <FormAlert tone="error" message={problem} />}
        <SubmitButton status={status}>{t.forgotSubmit}</SubmitButton>
      </form>
      <BackToLogin onBack={onBack} />
    </section>
  );
}

export function BackToLogin({ onBack }: { onBack: () => void }) {
  return (
    <button
      type="button"
      onClick={onBack}
      className="self-center rounded-lg px-2 py-1 font-semibold text-primary-800 underline-offset-4 hover:underline dark:text-primary-300"
    >
      {t.backToLogin}
    </button>
  );
}
