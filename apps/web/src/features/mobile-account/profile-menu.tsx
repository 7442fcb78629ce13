import { profileText } from '@souq/domain/locales/ar/profile';
import { paths } from '@souq/domain/paths';
import { ChevronRight, LogOut, MapPin, Package, Settings, UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { useSignOut } from '@/features/auth/use-sign-out';

const t = profileText.mobile;
const rowStyles =
  'flex min-h-14 w-full items-center gap-3 px-4 py-3 font-semibold text-neutral-900 hover:bg-neutral-50 dark:text-neutral-50 dark:hover:bg-neutral-800';

/** Spec (mobile profile): edit profile, saved addresses, my orders, settings, then logout. */
export function ProfileMenu() {
  const signOut = useSignOut();
  const items = [
    { to: paths.mobile.profileEdit(), label: t.editProfile, Icon: UserRoundPen },
    { to: paths.mobile.addresses(), label: t.addresses, Icon: MapPin },
    { to: paths.mobile.orders(), label: t.orders, Icon: Package },
    { to: paths.mobile.settings(), label: t.settings, Icon: Settings },
  ];
  return (
    <nav aria-label={t.menuLabel}>
      <ul className="divide-y divide-neutral-200 overflow-hidden rounded-card bg-white shadow-card dark:divide-neutral-800 dark:bg-neutral-900">
        {items.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className={rowStyles}>
              <Icon aria-hidden="true" className="size-5 text-primary-700 dark:text-primary-300" />
              <span className="flex-1">{label}</span>
              <ChevronRight
                aria-hidden="true"
                className="size-5 text-neutral-500 rtl:-scale-x-100"
              />
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={signOut} className={rowStyles}>
            <LogOut
              aria-hidden="true"
              className="size-5 text-danger-700 rtl:-scale-x-100 dark:text-danger-300"
            />
            <span className="flex-1 text-start text-danger-700 dark:text-danger-300">
              {t.logout}
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
