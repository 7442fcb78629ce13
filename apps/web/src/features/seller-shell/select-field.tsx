import type { ReactNode } from 'react';
import { errorStyles, labelStyles } from '@/components/ui/form/input-styles';

/** A labelled native select (its <select> as the child, styled with selectStyles) and its error. */
export function SelectField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1.5">
      <span className={labelStyles}>{label}</span>
      {children}
      {error && <span className={errorStyles}>{error}</span>}
    </label>
  );
}
