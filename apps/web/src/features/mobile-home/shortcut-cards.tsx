import { mobileText } from '@souq/domain/locales/ar/mobile';
import { paths } from '@souq/domain/paths';
import { ChevronRight, Clapperboard, MapPinned, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';

const text = mobileText.home.shortcuts;

/** Spec (mobile home): cards to the vendors map, reels and products. */
export function ShortcutCards() {
  const cards = [
    { to: paths.mobile.vendorsMap(), Icon: MapPinned, ...text.vendorsMap },
    { to: paths.mobile.reels(), Icon: Clapperboard, ...text.reels },
    { to: paths.mobile.products(), Icon: ShoppingBag, ...text.products },
  ];
  return (
    <ul className="flex flex-col gap-3">
      {cards.map(({ to, Icon, title, text: description }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex items-center gap-3 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span className="flex flex-1 flex-col">
              <span className="font-bold text-neutral-900 dark:text-neutral-50">{title}</span>
              <span className="text-sm text-neutral-600 dark:text-neutral-300">{description}</span>
            </span>
            <ChevronRight
              aria-hidden="true"
              className="size-5 text-neutral-500 rtl:-scale-x-100 dark:text-neutral-400"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
