import { nav } from '@souq/domain/locales/ar/nav';
import { paths } from '@souq/domain/paths';
import { LogIn, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import type { AuthView } from '@/features/auth/use-auth';
import { useSignOut } from '@/features/auth/use-sign-out';
import { cn } from '@/lib/cn';

/**
 * Spec (navigation): guests get a login button; signed-in shoppers a greeting, settings
 * and logout. While the session is checked the slot keeps its width (no layout shift).
 */
export function AccountSlot({ auth, stacked = false }: { auth: AuthView; stacked?: boolean }) {
  const signOut = useSignOut();
  if (auth.status === 'loading') {
    return (
      <span role="status" className="block h-9 w-32 animate-pulse rounded-xl bg-neutral-100">
        <span className="sr-only">{nav.checkingSession}</span>
      </span>
    );
  }
  if (auth.status === 'signedIn') {
    return (
      <div className={cn('flex gap-1', stacked ? 'flex-col items-stretch' : 'items-center')}>
        <span className={cn('font-semibold text-neutral-800', stacked ? 'px-3 py-2' : 'px-2')}>
          {nav.greeting(auth.user.name)}
        </span>
        <Link to={paths.web.settings()} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
          <Settings aria-hidden="true" className="size-4" />
          {nav.settings}
        </Link>
        <button
          type="button"
          onClick={signOut}
          className={buttonStyles({ variant: 'outline', size: 'sm' })}
        >
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {nav.logout}
        </button>
      </div>
    );
  }
  return (
    <Link
      to={paths.web.auth()}
      className={buttonStyles({ size: 'sm', className: stacked ? 'w-full' : '' })}
    >
      <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {nav.login}
    </Link>
  );
}
