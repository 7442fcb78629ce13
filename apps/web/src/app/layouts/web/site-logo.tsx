import { common } from '@souq/domain/locales/ar/common';
import { nav } from '@souq/domain/locales/ar/nav';
import { paths } from '@souq/domain/paths';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';

export function SiteLogo() {
  return (
    <Link
      to={paths.web.home()}
      aria-label={nav.homeLink}
      className="flex items-center gap-2 rounded-xl"
    >
      <span className="flex size-10 items-center justify-center rounded-xl bg-primary-700 text-white">
        <ShoppingBag aria-hidden="true" className="size-6" />
      </span>
      <span aria-hidden="true" className="text-2xl font-extrabold text-primary-800">
        {common.appName}
      </span>
    </Link>
  );
}
