import type { CartItem } from '@souq/domain/cart';
import { subtotalsByCurrency } from '@souq/domain/cart-summary';
import type { FulfilmentMethod } from '@souq/domain/orders';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import { useQuery } from '@tanstack/react-query';
import { deliveryQuoteQuery } from './api';

/**
 * The delivery fee as the checkout knows it: none for a pickup (spec orders §9: pickup is free),
 * being asked, a figure, or not known (the store set no rule, the quote failed, nothing to ask
 * about yet): the spec's 'calculated later'.
 */
export type DeliveryFee =
  | { kind: 'pickup' }
  | { kind: 'loading' }
  | { kind: 'known'; fee: number }
  | { kind: 'unknown' };

interface QuoteInputs {
  ready: boolean;
  items: readonly CartItem[];
  fulfilment: FulfilmentMethod;
  address: SavedAddress | null;
}

/** The quote for the chosen address and the cart's subtotal, asked again when either changes. */
export function useDeliveryQuote({ ready, items, fulfilment, address }: QuoteInputs): DeliveryFee {
  const [subtotal, ...otherCurrencies] = subtotalsByCurrency(items);
  const vendorId = items[0]?.vendorId;
  const askable =
    ready &&
    fulfilment === 'delivery' &&
    address &&
    vendorId &&
    subtotal &&
    !otherCurrencies.length;
  const quote = useQuery({
    ...deliveryQuoteQuery({
      vendorId: vendorId ?? '',
      latitude: address?.latitude ?? 0,
      longitude: address?.longitude ?? 0,
      subtotal: subtotal?.total ?? 0,
      currency: subtotal?.currency ?? '',
    }),
    enabled: Boolean(askable),
  });
  if (!ready) return { kind: 'unknown' };
  if (fulfilment === 'pickup') return { kind: 'pickup' };
  if (!askable) return { kind: 'unknown' };
  if (quote.isPending) return { kind: 'loading' };
  const fee = quote.data?.delivery_fee;
  return typeof fee === 'number' ? { kind: 'known', fee } : { kind: 'unknown' };
}
