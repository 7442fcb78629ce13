import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

/** After registering: the account waits for its email confirmation; say so plainly. */
export function RegisteredNote({ email, onLogin }: { email: string; onLogin: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone; the note takes its place for keyboard and reader.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-primary-50 p-5 text-center dark:bg-primary-950">
      <MailCheck aria-hidden="true" className="size-10 text-primary-700 dark:text-primary-300" />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-neutral-900 focus:outline-none dark:text-neutral-50"
      >
        {t.checkEmailTitle}
      </h2>
      <p className="text-neutral-800 dark:text-neutral-200">{t.checkEmailText(email)}</p>
      <button type="button" onClick={onLogin} className={buttonStyles({ className: 'mt-1' })}>
        {t.goToLogin}
      </button>
    </div>
  );
}
