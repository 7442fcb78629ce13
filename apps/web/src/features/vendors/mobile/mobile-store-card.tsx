import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { MapPin, Package, Phone, Truck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { telHref } from '../store-facts';
import { StoreLogo } from '../storefront/sections/store-identity';
import { tone } from '../storefront/theme-classes';

const m = t.mobile;

/** Name, address, delivery radius, product count and the call button. */
export function MobileStoreCard({ vendor }: { vendor: Vendor }) {
  const facts = [
    { icon: Truck, label: m.radius, value: m.radiusValue(vendor.delivery_radius_km) },
    { icon: Package, label: m.totalProducts, value: String(vendor.total_products) },
  ];
  return (
    <section className="relative z-10 mx-4 -mt-8 mb-4 flex flex-col gap-3 rounded-card bg-white p-4 shadow-raised dark:bg-neutral-900">
      <div className="flex items-center gap-3">
        <StoreLogo vendor={vendor} className="size-16 text-2xl" />
        <div className="min-w-0">
          <h1 className="vendor-name text-xl font-black text-neutral-900 dark:text-neutral-50">
            {vendor.vendor_name}
          </h1>
          {vendor.formatted_address && (
            <p className="flex items-start gap-1 text-sm text-neutral-700 dark:text-neutral-300">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {vendor.formatted_address}
            </p>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        {facts.map(({ icon: Icon, label, value }) => (
          <div
            key={label}
            className={cn(
              tone.secondary,
              'grid grid-cols-[1.5rem_1fr] items-center gap-x-2 rounded-xl p-3',
            )}
          >
            <dt className="col-start-2 row-start-2 text-xs font-semibold">{label}</dt>
            <dd className="col-start-2 row-start-1 text-lg font-black">{value}</dd>
            <dd aria-hidden="true" className="col-start-1 row-span-2 row-start-1">
              <Icon className="size-5" />
            </dd>
          </div>
        ))}
      </dl>
      {vendor.phone_number && (
        <a
          href={telHref(vendor.phone_number)}
          className={cn(
            tone.primary,
            'inline-flex h-12 items-center justify-center gap-2 rounded-xl font-bold',
          )}
        >
          <Phone aria-hidden="true" className="size-5" />
          {m.call}
          <span dir="ltr">{vendor.phone_number}</span>
        </a>
      )}
    </section>
  );
}
