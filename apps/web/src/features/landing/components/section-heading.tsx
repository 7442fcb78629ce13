import type { ReactNode } from 'react';

/** h2 + optional intro + optional trailing action; the id labels the section landmark. */
export function SectionHeading({
  id,
  title,
  intro,
  action,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-2xl font-extrabold text-neutral-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="text-neutral-700">{intro}</p>}
      </div>
      {action}
    </div>
  );
}
