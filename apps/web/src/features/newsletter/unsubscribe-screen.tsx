import { unsubscribeText as t } from '@souq/domain/locales/ar/newsletter';
import { paths } from '@souq/domain/paths';
import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form/form-alert';
import { apiMessageOf } from '@/lib/http';
import { unsubscribeFromNewsletter } from './unsubscribe';

/**
 * /newsletter/unsubscribe?email=&token=, the link in every newsletter mail. Opening it changes
 * nothing (mail scanners open links too); the person confirms with the button, no sign-in
 * needed: the token proves the link came from us.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useMutation({ mutationFn: unsubscribeFromNewsletter });
  const home = (
    <Link to={paths.web.home()} className={buttonStyles({ variant: 'outline' })}>
      {t.home}
    </Link>
  );
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        <MailX aria-hidden="true" className="size-8" />
      </div>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      {!email || !token ? (
        <>
          <FormAlert tone="error" message={t.incomplete} />
          {home}
        </>
      ) : unsubscribe.isSuccess ? (
        <>
          <FormAlert tone="success" message={t.done} />
          <p className="text-neutral-700 dark:text-neutral-300">{t.resubscribe}</p>
          {home}
        </>
      ) : (
        <>
          <p className="text-neutral-700 dark:text-neutral-300">{t.question}</p>
          <p className="font-bold" dir="ltr">
            {email}
          </p>
          {unsubscribe.isError && (
            <FormAlert tone="error" message={apiMessageOf(unsubscribe.error) ?? t.failed} />
          )}
          <button
            type="button"
            onClick={() => unsubscribe.mutate({ email, token })}
            disabled={unsubscribe.isPending}
            aria-busy={unsubscribe.isPending || undefined}
            className={buttonStyles()}
          >
            {unsubscribe.isPending ? t.confirming : t.confirm}
          </button>
          {home}
        </>
      )}
    </section>
  );
}
