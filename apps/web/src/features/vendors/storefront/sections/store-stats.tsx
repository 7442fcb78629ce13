import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { Boxes, LayoutGrid, Package, Truck } from 'lucide-react';
import { storeStats } from '@/features/vendors/store-facts';
import { cn } from '@/lib/cn';
import { tone } from '../theme-classes';

const looks = {
  /** White tiles on the page. */
  tiles: {
    list: 'grid grid-cols-2 gap-3 md:grid-cols-4',
    item: `${tone.card} p-4`,
    icon: tone.secondary,
  },
  /** One band in the store's main colour. */
  band: {
    list: `${tone.primary} grid grid-cols-2 gap-px overflow-hidden rounded-card md:grid-cols-4`,
    item: 'p-5',
    icon: tone.accent,
  },
  /** No background of its own: sits on a coloured band and takes its colours. */
  open: { list: 'grid grid-cols-2 gap-6 md:grid-cols-4', item: 'py-2', icon: tone.accent },
} as const;

/**
 * Store statistics from real data
 * (docs/design.md "Decisions where the spec is silent or shows a defect": real counts, no invented
 * rating).
 */
export function StoreStats({
  vendor,
  look = 'tiles',
}: {
  vendor: Vendor;
  look?: keyof typeof looks;
}) {
  const stats = storeStats(vendor);
  const items = [
    { icon: Package, value: stats.products, label: t.statProducts },
    { icon: Boxes, value: stats.stock, label: t.statStock },
    { icon: LayoutGrid, value: stats.categories, label: t.statCategories },
    { icon: Truck, value: stats.radiusKm, label: t.statRadius },
  ];
  const style = looks[look];
  return (
    <section aria-labelledby="store-stats">
      <h2 id="store-stats" className="sr-only">
        {t.stats}
      </h2>
      <dl className={style.list}>
        {items.map(({ icon: Icon, value, label }) => (
          // dt and dd stay direct children of the group (a11y); the grid puts the icon first.
          <div
            key={label}
            className={cn('grid grid-cols-[3rem_1fr] items-center gap-x-3', style.item)}
          >
            <dt className="col-start-2 row-start-2 text-sm font-semibold opacity-90">{label}</dt>
            <dd className="col-start-2 row-start-1 text-2xl font-black tabular-nums">{value}</dd>
            <dd
              aria-hidden="true"
              className={cn(
                'col-start-1 row-span-2 row-start-1 grid size-12 place-items-center rounded-xl',
                style.icon,
              )}
            >
              <Icon className="size-6" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
