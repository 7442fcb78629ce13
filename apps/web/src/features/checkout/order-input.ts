import type { CartItem } from '@souq/domain/cart';
import { isWalletMethod } from '@souq/domain/checkout';
import { PICKUP_ADDRESS } from '@souq/domain/checkout-placement';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import type { FulfilmentMethod, PaymentMethod } from '@souq/domain/orders';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import type { SavedAddress } from '@souq/domain/schemas/addresses';
import {
  type CreateOrderInput,
  type CurrentPrices,
  currentPrices,
} from '@souq/domain/schemas/orders';
import { HttpError } from '@/lib/http';

/** What the shopper chose across the steps. */
export interface CheckoutChoices {
  fulfilment: FulfilmentMethod;
  address: SavedAddress | null;
  paymentMethod: PaymentMethod;
  /** The wallet transfer's receipt number, or for cod a contact phone (spec orders §5). */
  reference: string;
  notes: string;
}

/**
 * The create-order body (spec orders §3 order payload, plus variant_id). Spec orders §5: cod stores
 * the phrase 'pay on delivery' as its receipt and its field's phone as the contact phone; a
 * pickup order carries an address in Syria at 0, 0.
 */
export function orderInput(
  items: readonly CartItem[],
  choices: CheckoutChoices,
  user: CurrentUser,
): CreateOrderInput {
  const [first] = items;
  if (!first) throw new Error('an order needs at least one line');
  const wallet = isWalletMethod(choices.paymentMethod);
  const reference = choices.reference.trim();
  const address = choices.fulfilment === 'delivery' ? choices.address : null;
  return {
    vendor_id: first.vendorId,
    customer_id: user.id,
    items: items.map((item) => ({
      product_id: item.productId,
      variant_id: item.variantId,
      product_snapshot: { name: item.name, price: item.price, image_url: item.imageUrl },
      quantity: item.quantity,
      unit_price: item.price,
    })),
    payment_method: choices.paymentMethod,
    payment_receipt: wallet ? reference : checkoutText.screen.codReceipt,
    customer_contact_info: {
      name: user.name,
      phone: wallet ? user.phone : reference || user.phone,
      email: user.email,
    },
    delivery_requested: choices.fulfilment === 'delivery',
    delivery_address: address
      ? {
          street: address.street,
          building: address.building,
          floor: address.floor,
          city: address.city,
          country: address.country,
          latitude: address.latitude,
          longitude: address.longitude,
          formatted_address: address.formatted_address,
          delivery_notes: address.delivery_notes,
        }
      : { ...PICKUP_ADDRESS },
    // The cart stores the catalogue's currency code as text; the server checks it again.
    currency: first.currency as CreateOrderInput['currency'],
    notes: choices.notes.trim() || null,
  };
}

/** The current prices a 409 PRICE_CHANGED carries, or null for any other failure. */
export function priceChangeOf(error: unknown): CurrentPrices | null {
  if (!(error instanceof HttpError) || error.code !== 'PRICE_CHANGED') return null;
  try {
    const parsed = currentPrices.safeParse(JSON.parse(error.body)?.error?.details);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The cart with the server's current unit prices (lines it did not name stay as they are). */
export function withCurrentPrices(items: readonly CartItem[], prices: CurrentPrices): CartItem[] {
  return items.map((item) => {
    const current = prices.items.find(
      (p) => p.product_id === item.productId && p.variant_id === item.variantId,
    );
    return current ? { ...item, price: current.unit_price } : item;
  });
}
