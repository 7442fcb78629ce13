import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { registerForm } from '@souq/domain/schemas/accounts';
import { EmailField, NameField, PhoneField } from '@/components/ui/form/account-fields';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useFormSubmit } from '@/lib/forms/use-form-submit';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { latinDigits } from '@/lib/latin-digits';
import { notify } from '@/lib/notify';
import { signUp } from '../api';
import { registerError } from '../auth-errors';
import { useAuthTree } from '../use-auth-tree';

/**
 * Spec orders §5: every field required, the confirmation must match. No session follows: the email
 * has to be confirmed first, so success hands the address to the "check your email" note.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useSchemaForm(
    registerForm,
    { name: '', email: '', phone: '', password: '', confirmPassword: '' },
    { prepare: (values) => ({ ...values, phone: latinDigits(values.phone) }) },
  );
  const tree = useAuthTree();
  const { submit, status, problem } = useFormSubmit(form, {
    send: ({ confirmPassword: _, ...input }) => signUp(input, tree),
    onSuccess: (_, input) => {
      notify.success(m.accountCreatedTitle, { description: m.accountCreatedText });
      onRegistered(input.email);
    },
    failureMessage: registerError,
    failureToast: (message) => notify.error(m.registerErrorTitle, { description: message }),
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <NameField label={t.fullName} required {...form.field('name')} />
      <EmailField label={t.email} required {...form.field('email')} />
      <PhoneField label={t.phone} required {...form.field('phone')} />
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
