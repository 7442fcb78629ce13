import { authScreens } from '@souq/domain/locales/ar/auth-screens';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { FieldShell } from './field-shell';
import { inputStyles } from './input-styles';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide button at its end (the left side in Arabic). */
export function PasswordField({ label, hint, error, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            autoCapitalize="off"
            spellCheck={false}
            className={inputStyles('h-11 pe-12')}
            {...input}
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-label={visible ? authScreens.hidePassword : authScreens.showPassword}
            aria-controls={id}
            onClick={() => setVisible((value) => !value)}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-xl text-neutral-600 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </FieldShell>
  );
}
