import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FieldShell } from './field-shell';
import { inputStyles } from './input-styles';

/** An input's own props (ref included: react-hook-form registers it) and the field's words. */
export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** Emails, phones and coordinates are written left to right inside the Arabic page. */
  latin?: boolean;
}

export function TextField({ label, hint, error, latin, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          dir={latin ? 'ltr' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputStyles(cn('h-11', latin && 'text-end', className))}
          {...input}
        />
      )}
    </FieldShell>
  );
}
