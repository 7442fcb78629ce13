import { landing } from '@souq/domain/locales/ar/landing';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { apiMessageOf } from '@/lib/http';
import { parseSubscription, preloadSubscriptionSchema, subscribeToNewsletter } from './subscribe';

const text = landing.newsletter;

/**
 * Spec (newsletter): an empty email gets 'يرجى إدخال البريد الإلكتروني'; a valid one is
 * sent (decision: stored) and thanked. The typed email survives a failed request.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useMutation({ mutationFn: subscribeToNewsletter });
  const inputId = useId();
  const messageId = useId();

  if (subscribe.isSuccess) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-white/10 p-4 font-semibold text-white"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-accent-300" />
        {text.thanks}
      </p>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') return setProblem(text.emptyEmail);
    try {
      const subscription = await parseSubscription(email);
      if (!subscription) return setProblem(text.invalidEmail);
      setProblem(null);
      subscribe.mutate(subscription);
    } catch {
      setProblem(text.failed); // the validation code itself could not be downloaded
    }
  }

  const message =
    problem ?? (subscribe.isError ? (apiMessageOf(subscribe.error) ?? text.failed) : null);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold text-white">
        {text.emailLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Mail
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-3 size-5 text-neutral-500"
          />
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onFocus={preloadSubscriptionSchema}
            onChange={(event) => {
              setEmail(event.target.value);
              setProblem(null);
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            className="h-11 w-full rounded-xl border border-neutral-300 bg-white ps-10 pe-3 text-start text-neutral-900"
          />
        </div>
        <button
          type="submit"
          disabled={subscribe.isPending}
          className={buttonStyles({ variant: 'accent' })}
        >
          {subscribe.isPending ? text.submitting : text.submit}
        </button>
      </div>
      {message && (
        <p
          id={messageId}
          role="alert"
          className="rounded-lg bg-danger-50 px-3 py-2 font-semibold text-danger-700"
        >
          {message}
        </p>
      )}
    </form>
  );
}
