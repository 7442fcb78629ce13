import type { OrderActor } from '@souq/domain/order-status';
import {
  type OrderStatus,
  orderStatuses,
  type PaymentMethod,
  paymentMethods,
} from '@souq/domain/orders';
import { type PaymentStatus, paymentStatuses } from '@souq/domain/payment-status';
import type { DeliveryAddress } from '@souq/domain/schemas/orders';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { products, vendorProfiles } from './catalogue';
import { createdAt, id, money, updatedAt } from './columns';

/** A CHECK's IN list from the domain's own list (the text the migrations wrote). */
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/** What an item's product looked like when ordered (jsonb: older rows may lack fields). */
export interface ProductSnapshot {
  name?: string;
  description?: string | null;
  price?: number;
  image_url?: string | null;
}

/** The address snapshot (jsonb): orders placed before 0010 have no building or floor. */
export type StoredDeliveryAddress = Omit<DeliveryAddress, 'building' | 'floor'> &
  Partial<Pick<DeliveryAddress, 'building' | 'floor'>>;

/** Who to call about an order (jsonb: older rows may lack fields). */
export interface ContactInfo {
  name?: string;
  phone?: string | null;
  email?: string | null;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /**
     * The number people say and search for ("order 1042"): one sequence for the marketplace,
     * from 1001; 0010 numbered older orders by creation time (docs/decisions/020).
     */
    number: bigint('number', { mode: 'number' })
      .generatedByDefaultAsIdentity({ startWith: 1001 })
      .notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 30 }).$type<OrderStatus>().notNull().default('pending'),
    currency: char('currency', { length: 3 }).notNull(),
    subtotalAmount: money('subtotal_amount').notNull(),
    deliveryFee: money('delivery_fee'),
    totalAmount: money('total_amount').notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).$type<PaymentMethod>().notNull(),
    paymentReceipt: varchar('payment_receipt', { length: 120 }),
    /** Beside the order status (payment-status.ts); 0008 derived it for older orders. */
    paymentStatus: varchar('payment_status', { length: 20 })
      .$type<PaymentStatus>()
      .notNull()
      .default('awaiting_check'),
    /** Why the store rejected the payment, shown to the shopper. */
    paymentNote: varchar('payment_note', { length: 500 }),
    deliveryRequested: boolean('delivery_requested').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<StoredDeliveryAddress>(),
    customerContactInfo: jsonb('customer_contact_info').$type<ContactInfo>().notNull(),
    notes: varchar('notes', { length: 1000 }),
    deliveryProofUrl: text('delivery_proof_url'),
    /**
     * Wallet orders: the store checks the receipt by then or the order lapses (cancelled by the
     * server, stock released). Null for cash on delivery and for orders placed before 0006.
     */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    requestHash: varchar('request_hash', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc()),
    index('orders_vendor_status_created_idx').on(t.vendorId, t.status, t.createdAt.desc()),
    uniqueIndex('orders_customer_idempotency_idx').on(t.customerId, t.idempotencyKey),
    // The lapse sweeper's scan: only orders still waiting for their payment to be checked.
    index('orders_pending_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'pending' and ${t.paymentDueAt} is not null`),
    // The admin dashboard's day ranges (and the admin list's date filter) read a slice of days,
    // not the whole table: at 100k orders a range scan, not a sequential one (npm run bench).
    index('orders_created_idx').on(t.createdAt),
    // Wallet payments no store has checked yet: the dashboard counts them, the operator lists them.
    index('orders_awaiting_check_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.paymentStatus} = 'awaiting_check' and ${t.status} = 'pending'`),
    check('orders_status', sql`${t.status} in (${inList(orderStatuses)})`),
    check('orders_payment_status', sql`${t.paymentStatus} in (${inList(paymentStatuses)})`),
    check('orders_payment_method', sql`${t.paymentMethod} in (${inList(paymentMethods)})`),
    check('orders_total_non_negative', sql`${t.totalAmount} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * The order's customer, copied (souq_place_order writes it): the unpaid cap counts a
     * customer's units of a product from order_items_customer_product_idx (decision 036).
     */
    customerId: text('customer_id').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id'),
    variantName: varchar('variant_name', { length: 120 }),
    /** Where the line stood in the cart, so an order reads back in the shopper's order. */
    position: smallint('position').notNull().default(0),
    productSnapshot: jsonb('product_snapshot').$type<ProductSnapshot>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_customer_product_idx').on(t.customerId, t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every status change: who, when, from, to (decision: order status transitions). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 30 }).$type<OrderStatus>(),
    toStatus: varchar('to_status', { length: 30 }).$type<OrderStatus>().notNull(),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    actorRole: varchar('actor_role', { length: 20 }).$type<OrderActor>().notNull(),
    note: varchar('note', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);
