import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { settingsText } from '@souq/domain/locales/ar/settings';
import { changePasswordForm } from '@souq/domain/schemas/accounts';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { HttpError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { changePassword } from '../api';
import { updatePasswordError } from '../auth-errors';

const t = settingsText.changePassword;
const empty = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * A wrong current password: a 401 / INVALID_CREDENTIALS by the contract; the API today
 * answers 400 VALIDATION_FAILED with the problem on `currentPassword`, handled as a field.
 */
function isWrongCurrentPassword(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return (
    error.status === 401 ||
    error.code === 'INVALID_CREDENTIALS' ||
    error.code === 'INVALID_PASSWORD'
  );
}

/** Change password, shared by web settings and the mobile settings sheet. */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const form = useSchemaForm(changePasswordForm, empty);
  const { submit, status, problem } = useFormSubmit(form, {
    send: ({ currentPassword, password }) => changePassword(currentPassword, password),
    onSuccess: () => {
      form.reset(empty);
      notify.success(m.passwordUpdated);
      onDone?.();
    },
    failureMessage: (error) =>
      isWrongCurrentPassword(error) ? m.currentPasswordWrong : updatePasswordError(error),
    failureToast: (message) => notify.error(m.updatePasswordErrorTitle, { description: message }),
    fieldErrors: (error) =>
      isWrongCurrentPassword(error) ? { currentPassword: m.currentPasswordWrong } : null,
    renames: { newPassword: 'password' },
    // A problem the server pins on a field is shown there (and focused), not twice.
    alert: 'unless-fields',
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PasswordField
        label={t.current}
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <PasswordField
        label={t.next}
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
      <PasswordField
        label={t.confirm}
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
      {problem && <FormAlert tone="error" message={problem} />}
      <SubmitButton status={status}>{t.submit}</SubmitButton>
    </form>
  );
}
