import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { describe, expect, it } from 'vitest';
import { deliveryAreaMessage } from './delivery-area-message';

describe('deliveryAreaMessage', () => {
  it('says the address is outside the area, how far it is and how far the store delivers', () => {
    const message = deliveryAreaMessage({ distance_km: 312.4, radius_km: 10 });
    expect(message.startsWith(checkoutText.outsideDeliveryArea)).toBe(true);
    expect(message).toContain('312.4 كم');
    expect(message).toContain('10.0 كم');
  });

  it('asks for a location when the address has none', () => {
    expect(deliveryAreaMessage({ distance_km: null, radius_km: 10 })).toContain(
      checkoutText.outsideDeliveryAreaUnknown,
    );
  });
});
