import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A white surface with the card radius and shadow; dark in the mobile tree's dark mode. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'rounded-card bg-white p-5 text-neutral-900 shadow-card dark:bg-neutral-900 dark:text-neutral-50',
        className,
      )}
    >
      {children}
    </div>
  );
}
