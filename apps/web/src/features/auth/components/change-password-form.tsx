import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { settingsText } from '@souq/domain/locales/ar/settings';
import { changePasswordForm } from '@souq/domain/schemas/accounts';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useSubmitStatus } from '../../../lib/forms/use-submit-status';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { HttpError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { changePassword } from '../api';
import { serverFieldErrors, updatePasswordError } from '../auth-errors';

const t = settingsText.changePassword;
const empty = { currentPassword: '', password: '', confirmPassword: '' };

const fields = ['currentPassword', 'password', 'confirmPassword'] as const;

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
  const form = useZodForm(changePasswordForm, empty);
  const { status, run } = useSubmitStatus();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    setProblem(null);
    const outcome = await run(() => changePassword(currentPassword, password));
    if (outcome.ok) {
      form.setValues(empty);
      notify.success(m.passwordUpdated);
      onDone?.();
      return;
    }
    const message = isWrongCurrentPassword(outcome.error)
      ? m.currentPasswordWrong
      : updatePasswordError(outcome.error);
    notify.error(m.updatePasswordErrorTitle, { description: message });
    // A problem the server pins on a field is shown there (and focused), not twice.
    const fieldErrors = isWrongCurrentPassword(outcome.error)
      ? { currentPassword: m.currentPasswordWrong }
      : serverFieldErrors(outcome.error, fields, { newPassword: 'password' });
    if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
    else setProblem(message);
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
