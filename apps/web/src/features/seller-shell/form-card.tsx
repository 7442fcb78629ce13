import type { ReactNode } from 'react';

/** One titled block of a seller form: a fieldset, so its title names its fields. */
export function FormCard({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900">
      <legend className="float-start mb-1 w-full text-lg font-bold">{title}</legend>
      {hint && <p className="-mt-2 text-sm text-neutral-600 dark:text-neutral-300">{hint}</p>}
      {children}
    </fieldset>
  );
}
