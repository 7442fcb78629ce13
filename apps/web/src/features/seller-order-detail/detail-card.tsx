import type { ReactNode } from 'react';
import { useId } from 'react';

/** One titled part of the order screen: a section named by its h2, on a white card. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label and its value on one line, wrapping under each other when the phone is narrow. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 gap-y-0.5">
      <dt className="text-neutral-700 dark:text-neutral-300">{label}</dt>
      <dd className="min-w-0 break-words font-semibold">{children}</dd>
    </div>
  );
}
