import type { PICKUP_ADDRESS } from '@souq/domain/checkout-placement';
import { deliveryFee } from '@souq/domain/delivery-fee';
import { fromMinor, type Minor, minorToDecimalText } from '@souq/domain/money';
import { initialPaymentStatus } from '@souq/domain/payment-status';
import type { CreateOrderData } from '@souq/domain/schemas/orders';
import { ruleForCurrency } from '@souq/domain/schemas/seller-orders';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../auth';
import type { VendorRow } from '../repository/listings';
import type { NewOrder, NewOrderItem } from '../repository/placement';
import type { PricedLine } from './price-lines';

/** numeric(14,2) holds at most this many minor units. */
const MAX_AMOUNT_MINOR = 99_999_999_999_999;

/**
 * The delivery fee of a delivery order by the store's rule (delivery-fee.ts), from the store's
 * and the address's positions; null for pickup (nothing to deliver) and while the store has no
 * rule, a rule priced in another currency than the order's, or a per-km rule without positions
 * (the fee is then unknown: docs/decisions/
 * 017-order-operations.md "Delivery fee").
 */
function placementFee(
  vendor: Pick<VendorRow, 'deliveryFeeRule' | 'latitude' | 'longitude'>,
  body: Pick<CreateOrderData, 'delivery_requested' | 'delivery_address' | 'currency'>,
  subtotal: Minor,
): Minor | null {
  if (!body.delivery_requested || !vendor.deliveryFeeRule) return null;
  const rule = ruleForCurrency(vendor.deliveryFeeRule, body.currency);
  if (!rule) return null;
  const { latitude, longitude } = vendor;
  const address = body.delivery_address;
  return deliveryFee({
    rule,
    store: latitude === null || longitude === null ? null : { latitude, longitude },
    address: address ? { latitude: address.latitude, longitude: address.longitude } : null,
    subtotal,
  });
}

/**
 * The rows of a new order, from the checked lines and the payload's own choices. Amounts are
 * summed in minor units; the total is the subtotal plus the delivery fee when one is known
 * (placementFee). A pickup order carries the spec's pickup address.
 */
export function newOrderRows(
  viewer: Viewer,
  body: CreateOrderData,
  lines: readonly PricedLine[],
  extra: {
    key: string;
    hash: string;
    pickupAddress: typeof PICKUP_ADDRESS;
    vendor: Pick<VendorRow, 'deliveryFeeRule' | 'latitude' | 'longitude'>;
  },
): { order: NewOrder; items: NewOrderItem[] } {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (!Number.isSafeInteger(subtotal) || subtotal > MAX_AMOUNT_MINOR) {
    throw new AppError('VALIDATION_FAILED', undefined, [
      { in: 'body', field: 'items', message: 'order total too large' },
    ]);
  }
  const fee = placementFee(extra.vendor, body, subtotal);
  const total = subtotal + (fee ?? 0);
  if (total > MAX_AMOUNT_MINOR) {
    throw new AppError('VALIDATION_FAILED', undefined, [
      { in: 'body', field: 'items', message: 'order total too large' },
    ]);
  }
  const order: NewOrder = {
    customerId: viewer.userId,
    vendorId: body.vendor_id,
    status: 'pending',
    currency: body.currency,
    subtotalAmount: minorToDecimalText(subtotal),
    deliveryFee: fee === null ? null : minorToDecimalText(fee),
    totalAmount: minorToDecimalText(total),
    paymentMethod: body.payment_method,
    paymentStatus: initialPaymentStatus(body.payment_method),
    paymentReceipt: body.payment_receipt,
    deliveryRequested: body.delivery_requested,
    deliveryAddress: body.delivery_requested ? body.delivery_address : extra.pickupAddress,
    customerContactInfo: body.customer_contact_info ?? {
      name: viewer.name,
      phone: viewer.phone,
      email: viewer.email,
    },
    notes: body.notes,
    idempotencyKey: extra.key,
    requestHash: extra.hash,
  };
  const items = lines.map(
    (line, position): NewOrderItem => ({
      productId: line.productId,
      variantId: line.variantId,
      variantName: line.variantName,
      position,
      productSnapshot: {
        name: line.product.name,
        description: line.product.description,
        price: fromMinor(line.unitPrice),
        image_url: line.product.imageUrl,
      },
      quantity: line.quantity,
      unitPrice: minorToDecimalText(line.unitPrice),
      totalPrice: minorToDecimalText(line.unitPrice * line.quantity),
    }),
  );
  return { order, items };
}
