import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A section heading in the store's colour, with an optional line beside it. */
export function SectionTitle({
  children,
  aside,
  className,
}: {
  children: ReactNode;
  aside?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-4 flex flex-wrap items-end justify-between gap-2', className)}>
      <h2 className="text-2xl font-extrabold text-(--vendor-primary)">{children}</h2>
      {aside && <p className="text-sm font-semibold text-neutral-700">{aside}</p>}
    </div>
  );
}
