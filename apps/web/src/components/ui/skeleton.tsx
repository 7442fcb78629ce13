import { cn } from '@/lib/cn';

/** A grey block that pulses while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-neutral-200', className)} />
  );
}
