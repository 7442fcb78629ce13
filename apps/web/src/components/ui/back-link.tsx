import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** "Back" at the top of a mobile screen; the arrow is mirrored to point right in Arabic. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-primary-800 dark:text-primary-300"
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {label}
    </Link>
  );
}
