import type { Order } from '@souq/domain/schemas/orders';
import type { OrderItemRow, OrderRow } from './order-repository';

/** numeric(14,2) arrives as decimal text; JSON carries it as a number. */
const decimal = (value: string | number) => Number(value);
const decimalOrNull = (value: string | number | null) => (value === null ? null : decimal(value));
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

interface StoredSnapshot {
  name?: string;
  image_url?: string | null;
}
interface StoredContact {
  name?: string;
  phone?: string | null;
  email?: string | null;
}

function toItem(row: OrderItemRow): Order['order_items'][number] {
  const snapshot = (row.productSnapshot ?? {}) as StoredSnapshot;
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
  const contact = (row.customerContactInfo ?? {}) as StoredContact;
  return {
    id: row.id,
    status: row.status as Order['status'],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    customer_id: row.customerId,
    vendor_id: row.vendorId,
    vendor_name: row.vendorName,
    currency: row.currency,
    subtotal_amount: decimal(row.subtotalAmount),
    delivery_fee: decimalOrNull(row.deliveryFee),
    total_amount: decimal(row.totalAmount),
    payment_method: row.paymentMethod as Order['payment_method'],
    payment_receipt: row.paymentReceipt,
    delivery_requested: row.deliveryRequested,
    delivery_address: (row.deliveryAddress ?? null) as Order['delivery_address'],
    customer_contact_info: {
      name: contact.name ?? '',
      phone: textOrNull(contact.phone),
      email: textOrNull(contact.email),
    },
    notes: row.notes,
    delivery_proof_url: row.deliveryProofUrl,
    order_items: items.filter((item) => item.orderId === row.id).map(toItem),
  };
}
