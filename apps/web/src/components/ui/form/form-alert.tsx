import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A message about the whole form: an error from the server (announced at once) or a
 * success note such as "email confirmed" (announced politely).
 */
export function FormAlert({ tone, message }: { tone: 'error' | 'success'; message: string }) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-xl px-3 py-2.5 font-semibold',
        tone === 'error'
          ? 'bg-danger-50 text-danger-700 dark:bg-danger-950 dark:text-danger-300'
          : 'bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
