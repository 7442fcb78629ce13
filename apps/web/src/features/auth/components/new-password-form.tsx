import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { newPasswordForm } from '@souq/domain/schemas/accounts';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notify } from '@/lib/notify';
import { resetPassword } from '../api';
import { updatePasswordError } from '../auth-errors';
import { BackToLogin } from './forgot-password-form';
import { ModeHeading } from './mode-heading';

interface NewPasswordFormProps {
  /** From the mail link: /auth?mode=reset&token=... (or &error=INVALID_TOKEN when expired). */
  token: string | null;
  tokenError: string | null;
  onDone: () => void;
  onRequestNewLink: () => void;
  onBack: () => void;
}

export function NewPasswordForm(props: NewPasswordFormProps) {
  const { token, tokenError, onDone, onRequestNewLink, onBack } = props;
  if (!token || tokenError) {
    return (
      <section className="flex flex-col gap-4">
        <ModeHeading title={t.newPasswordTitle} intro={t.newPasswordIntro} />
        <FormAlert tone="error" message={m.resetTokenInvalid} />
        <button type="button" onClick={onRequestNewLink} className={buttonStyles()}>
          {t.requestNewLink}
        </button>
        <BackToLogin onBack={onBack} />
      </section>
    );
  }
  return <ResetForm token={token} onDone={onDone} onBack={onBack} />;
}

/** The new password twice, sent with the mail link's token. */
function ResetForm({
  token,
  onDone,
  onBack,
}: {
  token: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const form = useSchemaForm(newPasswordForm, { password: '', confirmPassword: '' });
  const { submit, status, problem } = useFormSubmit(form, {
    send: ({ password }) => resetPassword(token, password),
    onSuccess: onDone,
    failureMessage: updatePasswordError,
    failureToast: (message) => notify.error(m.updatePasswordErrorTitle, { description: message }),
    renames: { newPassword: 'password' },
  });
  return (
    <section className="flex flex-col gap-4">
      <ModeHeading title={t.newPasswordTitle} intro={t.newPasswordIntro} />
      <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label={t.newPassword}
          hint={t.passwordHint}
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <PasswordField
          label={t.confirmNewPassword}
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        {problem && <FormAlert tone="error" message={problem} />}
        <SubmitButton status={status}>{t.newPasswordSubmit}</SubmitButton>
      </form>
      <BackToLogin onBack={onBack} />
    </section>
  );
}
