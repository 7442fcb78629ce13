import type { PICKUP_ADDRESS } from '@souq/domain/checkout-placement';
import { fromMinor, minorToDecimalText } from '@souq/domain/money';
import type { CreateOrderData } from '@souq/domain/schemas/orders';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../auth';
import type { NewOrder, NewOrderItem } from '../repository/placement';
import type { PricedLine } from './price-lines';

/** numeric(14,2) holds at most this many minor units. */
const MAX_AMOUNT_MINOR = 99_999_999_999_999;

/**
 * The rows of a new order, from the checked lines and the payload's own choices. Amounts are
 * summed in minor units; the delivery fee is set later (by distance), so the total is the
 * subtotal until then. A pickup order carries the spec's pickup address.
 */
export function newOrderRows(
  viewer: Viewer,
  body: CreateOrderData,
  lines: readonly PricedLine[],
  extra: { key: string; hash: string; pickupAddress: typeof PICKUP_ADDRESS },
): { order: NewOrder; items: NewOrderItem[] } {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (!Number.isSafeInteger(subtotal) || subtotal > MAX_AMOUNT_MINOR) {
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
    deliveryFee: null,
    totalAmount: minorToDecimalText(subtotal),
    paymentMethod: body.payment_method,
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
