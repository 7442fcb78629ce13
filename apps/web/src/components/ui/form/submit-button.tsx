import { authScreens } from '@souq/domain/locales/ar/auth-screens';
import { Check, LoaderCircle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SubmitStatus } from '@/lib/forms/use-submit-status';
import { buttonStyles } from '../button-styles';

const icons = { loading: LoaderCircle, success: Check, error: X } as const;

interface SubmitButtonProps {
  status: SubmitStatus;
  children: ReactNode;
  /** Replaces the label while loading ('جارٍ الحفظ...'). */
  loadingLabel?: string;
  className?: string;
}

/**
 * The submit button shows the status cycle: a spinner while sending, then a check or a
 * cross for 2 s. The same status is spoken through a polite live region beside it.
 */
export function SubmitButton({ status, children, loadingLabel, className }: SubmitButtonProps) {
  const Icon = status === 'idle' ? null : icons[status];
  return (
    <>
      <button
        type="submit"
        disabled={status === 'loading'}
        data-status={status}
        className={buttonStyles({ className: `w-full ${className ?? ''}` })}
      >
        {Icon && (
          <Icon
            aria-hidden="true"
            className={status === 'loading' ? 'size-5 animate-spin' : 'size-5'}
          />
        )}
        {status === 'loading' && loadingLabel ? loadingLabel : children}
      </button>
      <span role="status" className="sr-only">
        {status === 'idle' ? '' : authScreens.status[status]}
      </span>
    </>
  );
}
