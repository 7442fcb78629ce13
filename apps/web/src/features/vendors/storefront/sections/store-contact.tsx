import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { MapPin, Phone } from 'lucide-react';
import { telHref } from '@/features/vendors/store-facts';
import { cn } from '@/lib/cn';
import { tone } from '../theme-classes';

/** Contact card: call through a tel: link (spec), and where to find the shop. */
export function StoreContact({ vendor, className }: { vendor: Vendor; className?: string }) {
  return (
    <section
      aria-labelledby="store-contact"
      className={cn(tone.card, 'flex flex-col gap-3 p-5', className)}
    >
      <h2 id="store-contact" className="text-xl font-extrabold text-(--vendor-primary)">
        {t.contact}
      </h2>
      <p className="text-neutral-700">{t.contactText}</p>
      {vendor.formatted_address && (
        <p className="flex items-start gap-2 text-neutral-800">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-(--vendor-primary)" />
          <span>
            <span className="sr-only">{t.address}: </span>
            {vendor.formatted_address}
          </span>
        </p>
      )}
      {vendor.phone_number ? (
        <>
          <p className="flex items-center gap-2 text-neutral-800">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-(--vendor-primary)" />
            <span dir="ltr" className="font-bold tabular-nums">
              {vendor.phone_number}
            </span>
          </p>
          <a
            href={telHref(vendor.phone_number)}
            className={cn(
              tone.primary,
              'mt-auto inline-flex h-12 items-center justify-center gap-2 rounded-xl px-5 font-bold hover:opacity-90',
            )}
          >
            <Phone aria-hidden="true" className="size-5" />
            {t.call}
          </a>
        </>
      ) : (
        <p className="text-neutral-700">{t.noPhone}</p>
      )}
    </section>
  );
}
