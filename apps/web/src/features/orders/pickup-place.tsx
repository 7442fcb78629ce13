import { directionsLink, telLink } from '@souq/domain/contact-links';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { storefrontText } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { useQuery } from '@tanstack/react-query';
import { Clock, MapPin, Phone, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { vendorThemeQuery } from '@/features/catalogue/api/vendors';
import { storeHours } from '@/features/vendors/store-facts';

const t = checkoutText.pickupPlace;

/** The store's address as one line: its formatted address, else its city, else nothing. */
export function pickupAddressOf(vendor: Pick<Vendor, 'formatted_address' | 'city'>): string | null {
  return vendor.formatted_address?.trim() || vendor.city?.trim() || null;
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd straight inside the div a dl allows; the icon belongs to the term.
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
        <span className="shrink-0 text-primary-700 dark:text-primary-300">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 break-words ps-7 font-semibold">{children}</dd>
    </div>
  );
}

/**
 * Where a pickup order is collected (checkout's review, the order's page): the store's address
 * with a map link, its opening hours and closed days, and its phone to call.
 */
export function PickupPlace({
  vendor,
  headingLevel = 'h3',
}: {
  vendor: Vendor;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  const address = pickupAddressOf(vendor);
  const hours = storeHours(vendor);
  const closed = (vendor.closed_days ?? [])
    .map((day) => storefrontText.weekDays[day])
    .filter(Boolean);
  const call = telLink(vendor.phone_number);
  const located = vendor.latitude !== null && vendor.longitude !== null;
  return (
    <section
      aria-label={t.title}
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4 dark:border-neutral-700 dark:bg-neutral-800"
    >
      <Heading className="flex items-center gap-2 font-bold">
        <Store aria-hidden="true" className="size-5 shrink-0" />
        {t.title}: {vendor.vendor_name}
      </Heading>
      <dl className="flex flex-col gap-3">
        <Row icon={<MapPin aria-hidden="true" className="size-5" />} label={t.address}>
          {address ?? <span className="font-normal">{t.noAddress}</span>}
          {located && (
            <a
              href={directionsLink(vendor.latitude as number, vendor.longitude as number)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 flex min-h-11 items-center font-semibold text-primary-800 underline dark:text-primary-300"
            >
              {t.map}
            </a>
          )}
        </Row>
        <Row icon={<Clock aria-hidden="true" className="size-5" />} label={t.hours}>
          {closed.length ? storefrontText.hoursOpenDays : storefrontText.hoursDaily}{' '}
          <bdi>{storefrontText.hoursRange(hours.opens, hours.closes)}</bdi>
          {closed.length > 0 && (
            <span className="block font-normal">{storefrontText.closedOn(closed.join('، '))}</span>
          )}
        </Row>
        {call && vendor.phone_number && (
          <Row icon={<Phone aria-hidden="true" className="size-5" />} label={t.phone}>
            <a
              href={call}
              aria-label={t.call(vendor.vendor_name)}
              className="flex min-h-11 items-center text-primary-800 underline dark:text-primary-300"
            >
              <bdi dir="ltr">{vendor.phone_number}</bdi>
            </a>
          </Row>
        )}
      </dl>
    </section>
  );
}

/** The pickup block for a store known only by id (an order): loads the store, then shows it. */
export function PickupPlaceOf({ vendorId }: { vendorId: string }) {
  const vendor = useQuery(vendorThemeQuery(vendorId));
  if (vendor.isPending) return <p className="text-sm">{t.loading}</p>;
  if (!vendor.data) return null;
  return <PickupPlace vendor={vendor.data} headingLevel="h4" />;
}
