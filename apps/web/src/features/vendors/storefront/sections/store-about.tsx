import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { categoriesOf } from '@/features/vendors/store-facts';
import { cn } from '@/lib/cn';
import { tone } from '../theme-classes';

/** The store in its own words, and the categories it really sells in. */
export function StoreAbout({ vendor, className }: { vendor: Vendor; className?: string }) {
  const categories = categoriesOf(vendor);
  if (!vendor.description && categories.length === 0) return null;
  return (
    <section
      aria-labelledby="store-about"
      className={cn(tone.card, 'flex flex-col gap-3 p-5', className)}
    >
      <h2 id="store-about" className="text-xl font-extrabold text-(--vendor-primary)">
        {t.about}
      </h2>
      {vendor.description && (
        <p className="leading-relaxed text-neutral-800">{vendor.description}</p>
      )}
      {categories.length > 0 && (
        <ul aria-label={t.categories} className="flex flex-wrap gap-2">
          {categories.map((name) => (
            <li
              key={name}
              className={cn(tone.secondary, 'rounded-pill px-3 py-1 text-sm font-semibold')}
            >
              {name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
