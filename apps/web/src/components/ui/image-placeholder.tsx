import { cn } from '@/lib/cn';

/** Shown instead of a missing or broken image: the same box, a neutral picture icon. */
export function ImagePlaceholder({ label, className }: { label: string; className?: string }) {
  return (
    <div
      className={cn('flex items-center justify-center bg-neutral-100 text-neutral-400', className)}
    >
      <svg role="img" aria-label={label} viewBox="0 0 48 48" width="48" height="48" fill="none">
        <rect x="6" y="9" width="36" height="30" rx="4" stroke="currentColor" strokeWidth="3" />
        <circle cx="17" cy="19" r="4" fill="currentColor" />
        <path
          d="M8 35l11-11 8 8 5-5 9 9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
