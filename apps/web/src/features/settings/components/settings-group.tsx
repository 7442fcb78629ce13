import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/titled-section';

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
    <TitledSection
      id={id}
      title={title}
      className="flex flex-col gap-2"
      titleClassName="px-1 text-sm font-bold text-neutral-600 dark:text-neutral-300"
    >
      <div className="divide-y divide-neutral-200 rounded-card bg-white px-4 shadow-card dark:divide-neutral-800 dark:bg-neutral-900">
        {children}
      </div>
    </TitledSection>
  );
}

export const settingsRowStyles =
  'flex min-h-14 w-full items-center gap-3 py-3 text-start font-semibold text-neutral-900 dark:text-neutral-50';
