import { nav } from '@souq/domain/locales/ar/nav';
import { paths } from '@souq/domain/paths';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

/** Spec (navigation): products, vendors map, reels, and my orders only when signed in. */
export function PrimaryLinks({
  signedIn,
  stacked = false,
}: {
  signedIn: boolean;
  stacked?: boolean;
}) {
  const links = [
    { to: paths.web.products(), label: nav.products },
    { to: paths.web.vendorsMap(), label: nav.vendorsMap },
    { to: paths.web.reels(), label: nav.reels },
    ...(signedIn ? [{ to: paths.web.myOrders(), label: nav.myOrders }] : []),
  ];
  return (
    <ul className={cn('flex', stacked ? 'flex-col gap-1' : 'items-center gap-1')}>
      {links.map((link) => (
        <li key={link.to}>
          {/* NavLink sets aria-current="page" on the active link. */}
          <NavLink
            to={link.to}
            className={({ isActive }) =>
              cn(
                'block rounded-lg px-3 py-2 font-semibold transition-colors',
                stacked && 'py-3',
                isActive
                  ? 'bg-primary-50 text-primary-800'
                  : 'text-neutral-700 hover:bg-neutral-100',
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
