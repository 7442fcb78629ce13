import { adminText } from '@souq/domain/locales/ar/admin';
import { nav } from '@souq/domain/locales/ar/nav';
import { paths } from '@souq/domain/paths';
import {
  ArrowRight,
  ChartColumn,
  ClipboardList,
  LogOut,
  Mail,
  ScrollText,
  ShieldCheck,
  Store,
  Tags,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { useSignOut } from '@/features/auth/use-sign-out';
import { cn } from '@/lib/cn';

const t = adminText.nav;

/**
 * The console's sections; each one is a whole screen. The dashboard is /admin itself, so it
 * matches only exactly (`end`): every other screen lives under /admin too.
 */
const sections = [
  { to: paths.admin.home(), label: t.dashboard, Icon: ChartColumn, end: true },
  { to: paths.admin.stores(), label: t.stores, Icon: Store },
  { to: paths.admin.categories(), label: t.categories, Icon: Tags },
  { to: paths.admin.orders(), label: t.orders, Icon: ClipboardList },
  { to: paths.admin.customers(), label: t.customers, Icon: Users },
  { to: paths.admin.newsletter(), label: t.newsletter, Icon: Mail },
  { to: paths.admin.actions(), label: t.actions, Icon: ScrollText },
];

/**
 * Frame of every admin screen, desktop first and usable on a phone: the console's name, its
 * sections (a row that scrolls sideways when a phone is too narrow), the way back to the
 * market and sign-out, and the screen in the main landmark.
 */
export function AdminFrame({ mainId, children }: { mainId: string; children: ReactNode }) {
  const isAdmin = useAuth().user?.type === 'admin';
  const signOut = useSignOut();
  return (
    <div className="flex min-h-screen flex-col bg-neutral-50 text-neutral-900 dark:bg-neutral-950 dark:text-neutral-50">
      <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white pt-safe-top dark:border-neutral-800 dark:bg-neutral-900">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
          <Link
            to={paths.admin.home()}
            className="flex min-w-0 items-center gap-2 text-lg font-bold"
          >
            <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
            <span className="truncate">{adminText.consoleName}</span>
          </Link>
          <a
            href={paths.web.home()}
            className="ms-auto flex h-11 shrink-0 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-950"
          >
            <ArrowRight aria-hidden="true" className="size-4" />
            {t.marketplace}
          </a>
          {isAdmin && (
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
        {isAdmin && (
          <nav
            aria-label={t.label}
            className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 pb-2"
          >
            {sections.map(({ to, label, Icon, end }) => (
              <NavLink
                key={to}
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex h-10 shrink-0 items-center gap-2 rounded-xl px-3 text-sm font-semibold',
                    isActive
                      ? 'bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-300'
                      : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </NavLink>
            ))}
          </nav>
        )}
      </header>
      <main id={mainId} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
