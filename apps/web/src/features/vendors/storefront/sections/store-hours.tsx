import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { Clock } from 'lucide-react';
import { storeHours } from '@/features/vendors/store-facts';
import { cn } from '@/lib/cn';
import { tone } from '../theme-classes';

/**
 * Opening hours from the store's own opens_at/closes_at
 * (docs/design.md "Decisions where the spec is silent or shows a defect").
 */
export function StoreHours({ vendor, className }: { vendor: Vendor; className?: string }) {
  const hours = storeHours(vendor);
  const closedDays = (vendor.closed_days ?? []).map((day) => t.weekDays[day]).filter(Boolean);
  return (
    <section
      aria-labelledby="store-hours"
      className={cn(tone.card, 'flex items-center gap-4 p-5', className)}
    >
      <span className={cn(tone.secondary, 'grid size-14 shrink-0 place-items-center rounded-2xl')}>
        <Clock aria-hidden="true" className="size-7" />
      </span>
      <div>
        <h2 id="store-hours" className="text-xl font-extrabold text-(--vendor-primary)">
          {t.hours}
        </h2>
        <p className="text-neutral-800">
          {closedDays.length ? t.hoursOpenDays : t.hoursDaily}{' '}
          <span className="font-bold">{t.hoursRange(hours.opens, hours.closes)}</span>
        </p>
        {closedDays.length > 0 && (
          <p className="text-neutral-800">{t.closedOn(closedDays.join('، '))}</p>
        )}
      </div>
    </section>
  );
}
