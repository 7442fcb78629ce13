import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { forgotPasswordInput } from '@souq/domain/schemas/accounts';
import { EmailField } from '@/components/ui/form/account-fields';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notify } from '@/lib/notify';
import { requestPasswordReset } from '../api';
import { resetRequestError } from '../auth-errors';
import { useAuthTree } from '../use-auth-tree';
import { ModeHeading } from './mode-heading';

/** Asks for the reset mail. The API answers the same for unknown emails (no account probing). */
export function ForgotPasswordForm({ onSent, onBack }: { onSent: () => void; onBack: () => void }) {
  const form = useSchemaForm(forgotPasswordInput, { email: '' });
  const tree = useAuthTree();
  const { submit, status, problem } = useFormSubmit(form, {
    send: ({ email }) => requestPasswordReset(email, tree),
    onSuccess: onSent,
    failureMessage: resetRequestError,
    failureToast: (message) => notify.error(m.resetErrorTitle, { description: message }),
  });

  return (
    <section className="flex flex-col gap-4">
      <ModeHeading title={t.forgotTitle} intro={t.forgotIntro} />
      <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <EmailField label={t.email} required {...form.field('email')} />
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
