import { mobileText } from '@souq/domain/locales/ar/mobile';
import { nav } from '@souq/domain/locales/ar/nav';
import { paths } from '@souq/domain/paths';
import { Clapperboard, House, ShoppingCart, Store, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui/count-badge';
import { useCartCount } from '@/features/cart/use-cart-count';
import { cn } from '@/lib/cn';

const labels = mobileText.bottomNav;

/** Spec (mobile routes): home, stores, reels, cart, profile; on the mobile tree only. */
export function BottomNav() {
  const cartCount = useCartCount();
  const items = [
    { to: paths.mobile.home(), label: labels.home, Icon: House, end: true },
    { to: paths.mobile.vendorsMap(), label: labels.stores, Icon: Store },
    { to: paths.mobile.reels(), label: labels.reels, Icon: Clapperboard },
    { to: paths.mobile.cart(), label: labels.cart, Icon: ShoppingCart, badge: cartCount },
    { to: paths.mobile.profile(), label: labels.profile, Icon: UserRound },
  ];
  return (
    <nav
      aria-label={labels.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white pb-safe-bottom dark:border-neutral-800 dark:bg-neutral-900"
    >
      <ul className="mx-auto grid h-16 max-w-screen-sm grid-cols-5">
        {items.map(({ to, label, Icon, end, badge }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              aria-label={badge ? `${label}، ${nav.cartLabel(badge)}` : undefined}
              className={({ isActive }) =>
                cn(
                  'flex h-full flex-col items-center justify-center gap-0.5 text-xs font-semibold',
                  isActive
                    ? 'text-primary-800 dark:text-primary-300'
                    : 'text-neutral-600 dark:text-neutral-300',
                )
              }
            >
              <span className="relative">
                <Icon aria-hidden="true" className="size-6" />
                {badge !== undefined && <CountBadge count={badge} />}
              </span>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
