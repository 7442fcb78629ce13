import { sellerSettingsText } from '@souq/domain/locales/ar/seller';
import type { SellerStore } from '@souq/domain/schemas/seller-store';
import { type ComponentType, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { SellerGate } from '@/features/seller-shell/seller-gate';
import { StoreStatusBadge } from '@/features/seller-shell/status-badge';
import { cn } from '@/lib/cn';
import { useSellerPaths } from '@/lib/tree-paths';
import { CssSection } from './css-section';
import { DeliveryFeeSection } from './delivery-fee-section';
import { HoursSection } from './hours-section';
import { LocationSection } from './location-section';
import { MediaSection } from './media-section';
import { ProfileSection } from './profile-section';
import { ThemeSection } from './theme-section';
import { WalletsSection } from './wallets-section';

const t = sellerSettingsText;

const sections = {
  profile: ProfileSection,
  media: MediaSection,
  hours: HoursSection,
  location: LocationSection,
  'delivery-fee': DeliveryFeeSection,
  wallets: WalletsSection,
  theme: ThemeSection,
  css: CssSection,
} satisfies Record<keyof typeof t.sections, ComponentType<{ store: SellerStore }>>;

type SectionName = keyof typeof sections;
const isSection = (name: string | undefined): name is SectionName =>
  name !== undefined && Object.hasOwn(sections, name);

/** /seller/settings/{section}: one section at a time, each saved on its own. */
export function SellerSettingsScreen({ section }: { section: string | undefined }) {
  const current: SectionName = isSection(section) ? section : 'profile';
  const Section = sections[current];
  return (
    <SellerGate need="store">
      {(store) =>
        store && (
          <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6 md:flex-row md:items-start">
            <div className="flex flex-col gap-3 md:sticky md:top-20 md:w-56 md:shrink-0">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-bold">{t.title}</h1>
                <StoreStatusBadge status={store.status} />
              </div>
              <SectionNav current={current} />
            </div>
            <div className="min-w-0 flex-1">
              {/* keyed by the saved version: every save starts the section from what was stored */}
              <Section key={`${current}-${store.updated_at}`} store={store} />
            </div>
          </div>
        )
      }
    </SellerGate>
  );
}

function SectionNav({ current }: { current: SectionName }) {
  const paths = useSellerPaths();
  // On a phone the sections scroll sideways: bring the open one into view.
  const active = useRef<HTMLAnchorElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the section changes
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav aria-label={t.sectionsLabel} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2 md:flex-col">
        {(Object.keys(sections) as SectionName[]).map((name) => (
          <li key={name} className="shrink-0">
            <NavLink
              to={paths.settings(name)}
              ref={name === current ? active : undefined}
              aria-current={name === current ? 'page' : undefined}
              className={cn(
                'flex h-11 items-center rounded-pill px-4 font-semibold whitespace-nowrap md:rounded-xl',
                name === current
                  ? 'bg-primary-700 text-white'
                  : 'bg-white text-neutral-800 shadow-card hover:bg-primary-50 dark:bg-neutral-900 dark:text-neutral-100',
              )}
            >
              {t.sections[name]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
