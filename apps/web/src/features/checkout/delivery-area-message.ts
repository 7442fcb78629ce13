import type { DeliveryAreaMiss } from '@souq/domain/checkout-placement';
import { formatDistance } from '@souq/domain/distance';
import { checkoutText } from '@souq/domain/locales/ar/checkout';

/** Why the address step refuses an address the store does not deliver to, with the distances. */
export function deliveryAreaMessage(miss: DeliveryAreaMiss): string {
  const why =
    miss.distance_km === null
      ? checkoutText.outsideDeliveryAreaUnknown
      : checkoutText.outsideDeliveryAreaText(
          formatDistance(miss.distance_km),
          formatDistance(miss.radius_km),
        );
  return `${checkoutText.outsideDeliveryArea}. ${why}`;
}
