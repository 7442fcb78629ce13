import { common } from '@souq/domain/locales/ar/common';
import { paths } from '@souq/domain/paths';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useRouteHandle } from '@/lib/route-handle';

/** App bar of the mobile tree: the brand, and the current screen's title. */
export function MobileHeader() {
  const title = useRouteHandle()?.title;
  return (
    <header className="sticky top-0 z-40 bg-primary-800 pt-safe-top text-white on-dark dark:bg-primary-950">
      <div className="mx-auto flex h-14 max-w-screen-sm items-center gap-3 px-4">
        <Link
          to={paths.mobile.home()}
          className="flex items-center gap-2 rounded-lg font-extrabold"
        >
          <ShoppingBag aria-hidden="true" className="size-6 text-accent-300" />
          <span className="text-xl">{common.appName}</span>
        </Link>
        {title && <p className="ms-auto truncate text-sm text-primary-100">{title}</p>}
      </div>
    </header>
  );
}
