import type { Vendor } from '@souq/domain/schemas/vendors';
import { cn } from '@/lib/cn';
import { tone } from '../theme-classes';
import { StoreAddress, StoreChips, StoreLogo, StoreName } from './store-identity';

/** A compact band in the store's colour, so the products come into view at once. */
export function HeroBand({ vendor, className }: { vendor: Vendor; className?: string }) {
  return (
    <header
      className={cn('store-banner on-dark relative overflow-hidden', tone.primary, className)}
    >
      <span
        aria-hidden="true"
        className="absolute -top-24 -end-16 size-72 rounded-full bg-(--vendor-accent) opacity-25"
      />
      <span
        aria-hidden="true"
        className="absolute -bottom-32 start-1/3 size-80 rounded-full bg-white opacity-10"
      />
      <div className="relative mx-auto flex max-w-7xl flex-col gap-5 px-4 pt-24 pb-10 md:flex-row md:items-center">
        <StoreLogo vendor={vendor} className="size-24 ring-4 ring-white/80" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <StoreName vendor={vendor} className="md:text-4xl" />
          <StoreAddress vendor={vendor} className="opacity-90" />
        </div>
        <StoreChips vendor={vendor} className={tone.accent} />
      </div>
    </header>
  );
}
