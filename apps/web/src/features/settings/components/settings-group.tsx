import type { ReactNode } from 'react';

/** A titled group of rows on the mobile settings screen. */
export function SettingsGroup({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="px-1 text-sm font-bold text-neutral-600 dark:text-neutral-300">
        {title}
      </h2>
      <div className="divide-y divide-neutral-200 rounded-card bg-white px-4 shadow-card dark:divide-neutral-800 dark:bg-neutral-900">
        {children}
      </div>
    </section>
  );
}

export const settingsRowStyles =
  'flex min-h-14 w-full items-center gap-3 py-3 text-start font-semibold text-neutral-900 dark:text-neutral-50';
