import { nav } from '@souq/domain/locales/ar/nav';
import { sellerText } from '@souq/domain/locales/ar/seller';
import { sellerBoardText } from '@souq/domain/locales/ar/seller-board';
import { paths as sitePaths } from '@souq/domain/paths';
import {
  ArrowRight,
  ClipboardList,
  House,
  LogOut,
  Settings,
  ShoppingBag,
  Store,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { useSignOut } from '@/features/auth/use-sign-out';
import { cn } from '@/lib/cn';
import { useSellerPaths } from '@/lib/tree-paths';
import { useNewOrderCount, useSellerStore } from './api';
import { NewOrdersBadge } from './new-orders-badge';
import { useNewOrdersTitle } from './use-new-orders-title';

const t = sellerText.nav;

/**
 * Frame of every seller screen, phone first: a slim header (console name, back to the
 * market), the four sections as a bottom tab bar on a phone and as header links from the
 * large breakpoint up (four links and the way back crowd a tablet's header), and the
 * screen in the main landmark between them.
 */
export function SellerFrame({ mainId, children }: { mainId: string; children: ReactNode }) {
  const paths = useSellerPaths();
  const signedIn = useAuth().user !== null;
  // Without a store every section leads to the application: no sections to offer yet.
  const hasStore = Boolean(useSellerStore().data);
  const signOut = useSignOut();
  // New orders wait on every screen of the console: the orders item and the tab title say so.
  const newOrders = useNewOrderCount(hasStore).data ?? 0;
  useNewOrdersTitle(newOrders);
  const sections = [
    { to: paths.home(), label: t.dashboard, Icon: House, end: true },
    {
      to: sitePaths.seller.orders(),
      label: sellerBoardText.navLabel,
      Icon: ClipboardList,
      end: false,
      badge: true,
    },
    { to: paths.products(), label: t.products, Icon: ShoppingBag, end: false },
    { to: paths.settings(), label: t.settings, Icon: Settings, end: false },
  ];
  const link =
    (mobile: boolean) =>
    ({ isActive }: { isActive: boolean }) =>
      cn(
        'flex items-center gap-2 rounded-xl font-semibold',
        mobile ? 'relative min-h-14 flex-1 flex-col justify-center gap-0.5 text-xs' : 'h-11 px-3',
        isActive
          ? 'text-primary-800 dark:text-primary-300'
          : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800',
        isActive && !mobile && 'bg-primary-50 dark:bg-primary-950',
      );
  return (
    <div
      className={cn(
        'flex min-h-screen flex-col bg-neutral-50 text-neutral-900 lg:pb-0 dark:bg-neutral-950 dark:text-neutral-50',
        hasStore && 'pb-[calc(4rem+env(safe-area-inset-bottom))]',
      )}
    >
      <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white pt-safe-top dark:border-neutral-800 dark:bg-neutral-900">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4">
          <Link to={paths.home()} className="flex min-w-0 items-center gap-2 text-lg font-bold">
            <Store aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
            <span className="truncate">{sellerText.consoleName}</span>
          </Link>
          {hasStore && (
            <nav aria-label={t.label} className="ms-4 hidden flex-1 gap-1 lg:flex">
              {sections.map(({ to, label, Icon, end, badge }) => (
                <NavLink key={to} to={to} end={end} className={link(false)}>
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                  {badge && <NewOrdersBadge count={newOrders} />}
                </NavLink>
              ))}
            </nav>
          )}
          <a
            href={sitePaths.web.home()}
            className="ms-auto flex h-11 shrink-0 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-950"
          >
            <ArrowRight aria-hidden="true" className="size-4" />
            {t.marketplace}
          </a>
          {signedIn && (
            <button
              type="button"
              onClick={() => void signOut()}
              aria-label={nav.logout}
              title={nav.logout}
              className="flex size-11 shrink-0 items-center justify-center rounded-xl text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
            >
              <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </button>
          )}
        </div>
      </header>
      <main id={mainId} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {hasStore && (
        <nav
          aria-label={t.label}
          className="fixed inset-x-0 bottom-0 z-40 flex border-t border-neutral-200 bg-white px-2 pb-safe-bottom lg:hidden dark:border-neutral-800 dark:bg-neutral-900"
        >
          {sections.map(({ to, label, Icon, end, badge }) => (
            <NavLink key={to} to={to} end={end} className={link(true)}>
              <Icon aria-hidden="true" className="size-6" />
              {label}
              {badge && <NewOrdersBadge count={newOrders} corner />}
            </NavLink>
          ))}
        </nav>
      )}
    </div>
  );
}
