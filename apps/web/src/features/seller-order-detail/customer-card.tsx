import { addressDetails } from '@souq/domain/address-details';
import { directionsLink, telLink, whatsAppLink } from '@souq/domain/contact-links';
import { isValidCoordinate } from '@souq/domain/distance';
import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { orderNumber } from '@souq/domain/orders';
import { MessageCircle, Navigation, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import type { SellerOrderDetail } from './api';
import { DetailCard, Fact } from './detail-card';

const t = sellerOrderDetailText;
const DeliveryMap = lazy(() => import('./delivery-map'));

/**
 * Who the order is for and how to reach them: a tap to call, a WhatsApp chat with the order
 * already named, and for a delivery the address, a small map and directions from where the
 * courier stands.
 */
export function CustomerCard({ order }: { order: SellerOrderDetail }) {
  const { name, phone, email } = order.customer_contact_info;
  const call = telLink(phone);
  const chat = whatsAppLink(phone, t.whatsAppMessage(orderNumber(order.number), order.vendor_name));
  const address = order.delivery_requested ? order.delivery_address : null;
  // What the pin cannot tell the courier: which street, which building, which floor or flat.
  const details = addressDetails(address);
  // Null Island (0, 0) is how an order without a position is stored, not a place to drive to.
  const point =
    address &&
    isValidCoordinate(address.latitude, address.longitude) &&
    !(address.latitude === 0 && address.longitude === 0)
      ? address
      : null;
  return (
    <DetailCard title={t.customer}>
      <dl className="flex flex-col gap-1">
        <Fact label={t.name}>{name}</Fact>
        <Fact label={t.phone}>
          {phone ? <bdi dir="ltr">{phone}</bdi> : <span className="font-normal">{t.noPhone}</span>}
        </Fact>
        {email && (
          <Fact label={t.email}>
            <bdi dir="ltr" className="break-all">
              {email}
            </bdi>
          </Fact>
        )}
      </dl>
      {(call || chat) && (
        <div className="grid grid-cols-2 gap-2">
          {call && (
            <a href={call} aria-label={t.call(name)} className={buttonStyles()}>
              <Phone aria-hidden="true" className="size-5" />
              {t.callShort}
            </a>
          )}
          {chat && (
            <a
              href={chat}
              target="_blank"
              rel="noreferrer"
              aria-label={t.whatsAppLabel(name)}
              className={buttonStyles({ variant: 'outline' })}
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {t.whatsApp}
            </a>
          )}
        </div>
      )}
      {!order.delivery_requested && (
        <p className="text-neutral-700 dark:text-neutral-300">{t.pickup}</p>
      )}
      {address && (
        <div className="flex flex-col gap-2 border-t border-neutral-200 pt-3 dark:border-neutral-700">
          <h3 className="font-bold">{t.address}</h3>
          <p className="break-words">
            {[address.formatted_address ?? address.street, address.city].filter(Boolean).join('، ')}
          </p>
          {(details.length > 0 || address.delivery_notes) && (
            <dl className="flex flex-col gap-1">
              {details.map((detail) => (
                <Fact key={detail.key} label={detail.label}>
                  {detail.value}
                </Fact>
              ))}
              {address.delivery_notes && (
                <Fact label={t.deliveryNotes}>{address.delivery_notes}</Fact>
              )}
            </dl>
          )}
          {point && (
            <>
              <Suspense
                fallback={
                  <div
                    role="status"
                    aria-label={t.mapLabel}
                    className="h-48 w-full animate-pulse rounded-xl bg-neutral-200 sm:h-56 dark:bg-neutral-800"
                  />
                }
              >
                <DeliveryMap point={[point.latitude, point.longitude]} label={t.mapLabel} />
              </Suspense>
              <a
                href={directionsLink(point.latitude, point.longitude)}
                target="_blank"
                rel="noreferrer"
                className={buttonStyles({ variant: 'outline' })}
              >
                <Navigation aria-hidden="true" className="size-5" />
                {t.directions}
              </a>
            </>
          )}
        </div>
      )}
    </DetailCard>
  );
}
