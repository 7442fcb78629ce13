import type { Vendor } from '@souq/domain/schemas/vendors';
import { tone } from '../theme-classes';
import { StoreAddress, StoreChips, StoreLogo, StoreName } from './store-identity';

/** The opening page of the story: centred logo, name and the store's own words. */
export function HeroStory({ vendor }: { vendor: Vendor }) {
  return (
    <header className={`store-banner relative overflow-hidden ${tone.secondary}`}>
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-2 bg-linear-to-l from-(--vendor-primary) via-(--vendor-accent) to-(--vendor-primary)"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-28 pb-14 text-center">
        <StoreLogo vendor={vendor} className="size-28 ring-8 ring-white/70" />
        <StoreName vendor={vendor} className="md:text-6xl" />
        <StoreAddress vendor={vendor} className="justify-center" />
        {vendor.description && (
          <p className="max-w-2xl text-lg leading-loose">{vendor.description}</p>
        )}
        <StoreChips vendor={vendor} className={tone.primary} />
      </div>
    </header>
  );
}
