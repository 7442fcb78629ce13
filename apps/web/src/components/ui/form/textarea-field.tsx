import type { ComponentProps } from 'react';
import { FieldShell } from './field-shell';
import { inputStyles } from './input-styles';

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  hint?: string;
  error?: string | undefined;
}

export function TextareaField({ label, hint, error, rows = 3, ...textarea }: TextareaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputStyles('py-2')}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
