import { authMessages } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import { Ban } from 'lucide-react';

/** Spec: any user who is not a shopper sees the text 'not allowed' on shopper screens. */
export function NotAllowed() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <Ban aria-hidden="true" className="size-12 text-danger-700 dark:text-danger-300" />
      <h1 className="text-2xl font-bold text-neutral-900 dark:text-neutral-50">
        {authMessages.notAllowed}
      </h1>
      <p className="text-neutral-700 dark:text-neutral-300">{profileText.notAllowedText}</p>
    </section>
  );
}
