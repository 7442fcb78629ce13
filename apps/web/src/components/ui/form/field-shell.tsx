import { type ReactNode, useId } from 'react';
import { errorStyles, hintStyles, labelStyles } from './input-styles';

export interface FieldIds {
  id: string;
  /** Hint and error ids for aria-describedby; undefined when there is neither. */
  describedBy: string | undefined;
}

interface FieldShellProps {
  label: string;
  hint?: string;
  error?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, control, hint and error of one form field, wired together by id. */
export function FieldShell({ label, hint, error, children }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className={hintStyles}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorStyles}>
          {error}
        </p>
      )}
    </div>
  );
}
