import type { Order } from '@souq/domain/schemas/orders';
import type { OrderItemRow, OrderRow } from './repository/orders';

/** numeric(14,2) arrives as decimal text; JSON carries it as a number. */
const decimal = (value: string | number) => Number(value);
const decimalOrNull = (value: string | number | null) => (value === null ? null : decimal(value));
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Orders placed before building and floor existed read them as null, as the schema says. */
function toDeliveryAddress(stored: OrderRow['deliveryAddress']): Order['delivery_address'] {
  if (!stored) return null;
  return { ...stored, building: stored.building ?? null, floor: stored.floor ?? null };
}

function toItem(row: OrderItemRow): Order['order_items'][number] {
  // jsonb: a stored JSON null reads as no snapshot at all.
  const snapshot = row.productSnapshot ?? {};
  return {
    id: row.id,
    product_id: row.productId,
    variant_id: row.variantId,
    variant_name: row.variantName,
    product_snapshot: { name: snapshot.name ?? '', image_url: textOrNull(snapshot.image_url) },
    quantity: row.quantity,
    unit_price: decimal(row.unitPrice),
    total_price: decimal(row.totalPrice),
  };
}

/** An order row and its items in the spec's "Order as read" shape (plus ids and amounts). */
export function toOrder(row: OrderRow, items: readonly OrderItemRow[]): Order {
  const contact = row.customerContactInfo ?? {};
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    customer_id: row.customerId,
    vendor_id: row.vendorId,
    vendor_name: row.vendorName,
    currency: row.currency,
    subtotal_amount: decimal(row.subtotalAmount),
    delivery_fee: decimalOrNull(row.deliveryFee),
    total_amount: decimal(row.totalAmount),
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    payment_receipt: row.paymentReceipt,
    delivery_requested: row.deliveryRequested,
    delivery_address: toDeliveryAddress(row.deliveryAddress),
    customer_contact_info: {
      name: contact.name ?? '',
      phone: textOrNull(contact.phone),
      email: textOrNull(contact.email),
    },
    notes: row.notes,
    delivery_proof_url: row.deliveryProofUrl,
    payment_due_at: row.paymentDueAt?.toISOString() ?? null,
    order_items: items.filter((item) => item.orderId === row.id).map(toItem),
  };
}
