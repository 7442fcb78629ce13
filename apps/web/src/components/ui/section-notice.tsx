import type { ReactNode } from 'react';

interface SectionNoticeProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** An action such as a retry button. */
  children?: ReactNode;
}

/** Stands in for a section's content when it is empty or failed to load. */
export function SectionNotice({ icon, title, text, children }: SectionNoticeProps) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-card border border-dashed border-neutral-300 bg-white px-4 py-10 text-center dark:border-neutral-700 dark:bg-neutral-900"
    >
      <span className="text-neutral-500">{icon}</span>
      <p className="text-lg font-bold text-neutral-900 dark:text-neutral-50">{title}</p>
      <p className="text-neutral-700 dark:text-neutral-300">{text}</p>
      {children}
    </div>
  );
}
