import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { loginInput } from '@souq/domain/schemas/accounts';
import type { ReactNode } from 'react';
import { EmailField } from '@/components/ui/form/account-fields';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notify } from '@/lib/notify';
import { signIn } from '../api';
import { loginError } from '../auth-errors';
import { useAuth } from '../use-auth';

export interface Notice {
  tone: 'success' | 'error';
  message: string;
}

/** Spec orders §8: a login that answers without a user is 'فشل في تسجيل الدخول'. */
class NoUserReturned extends Error {}

interface LoginFormProps {
  /** A note above the fields: email confirmed, reset link sent, password updated, bad link. */
  notice?: Notice | null;
  /** The way to the forgot-password form, which differs between web and mobile. */
  forgot: ReactNode;
  /** Mobile shows the spec's success toast; the web moves on silently. */
  announceSuccess?: boolean;
}

/**
 * Email and password, validated with the shared loginInput schema. On success the session
 * is read again; the screen around it then leaves /auth for the right place.
 */
export function LoginForm({ notice, forgot, announceSuccess = false }: LoginFormProps) {
  const auth = useAuth();
  const form = useSchemaForm(loginInput, { email: '', password: '' });
  const { submit, status, problem } = useFormSubmit(form, {
    send: async (input) => {
      const answer = await signIn(input);
      if (!answer?.user) throw new NoUserReturned();
      const next = await auth.refresh();
      if (next.status === 'signedOut') throw new NoUserReturned();
    },
    onSuccess: () => {
      if (announceSuccess) notify.success(m.loggedInTitle, { description: m.loggedInText });
    },
    failureMessage: (error) =>
      error instanceof NoUserReturned ? m.loginFailed : loginError(error),
    failureToast: (message) => notify.error(m.loginErrorTitle, { description: message }),
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {notice && <FormAlert tone={notice.tone} message={notice.message} />}
      <EmailField label={t.email} required {...form.field('email')} />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <div className="-mt-1 flex justify-end">{forgot}</div>
      {problem && <FormAlert tone="error" message={problem} />}
      <SubmitButton status={status}>{t.loginSubmit}</SubmitButton>
    </form>
  );
}
