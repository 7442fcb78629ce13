import { createHash } from 'node:crypto';
import { paymentDeadlineHours } from '@souq/domain/checkout';
import {
  deliveryAreaMiss,
  PICKUP_ADDRESS,
  placementProblems,
  unpaidQuantityExcess,
} from '@souq/domain/checkout-placement';
import { cartText } from '@souq/domain/locales/ar/cart';
import type { CreateOrderData, Order } from '@souq/domain/schemas/orders';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../auth';
import type { OrderEvents } from '../../order-events';
import { toOrder } from '../mappers';
import type { OrderRepository } from '../repository';
import type { PlacementFacts } from '../repository/listings';
import type { Placement } from '../repository/placement';
import { newOrderRows } from './new-order-rows';
import type { OrderNotices } from './notices';
import type { OrderReads } from './order-reads';
import { outOfStock, placementError, priceChanged, unpaidLimit } from './placement-errors';
import { type PricedLine, priceLines } from './price-lines';

/** The same body always hashes the same: zod output keeps the schema's key order. */
function requestHash(body: CreateOrderData): string {
  const { customer_id: _ignored, ...meaningful } = body;
  return createHash('sha256').update(JSON.stringify(meaningful)).digest('hex');
}

/**
 * create-order with full server authority
 * (docs/design.md "Server-side authority (the client is never trusted)"): the customer is the
 * signed-in user, every price, rule and stock level comes from the database, and the order, its
 * items, its first history row and the stock decrements commit together or not at all.
 */
export function createOrderService(
  repository: OrderRepository,
  reads: OrderReads,
  /** Queues the store's and the customer's mails for a new order (never a replay); never throws. */
  notify: OrderNotices['newOrder'],
  /** Tells the store's open boards, in every API process (order-events); never throws. */
  notifyOrderChanged: OrderEvents['publish'],
) {
  /** The line the database found short (placeOrder's stockShort names its product and variant). */
  const shortLine = (lines: PricedLine[], short: { productId: string; variantId: string | null }) =>
    lines.find(
      (line) => line.productId === short.productId && line.variantId === short.variantId,
    ) ?? lines[0]!;

  /** The order already placed under this key: replayed for the same body, 409 for another. */
  function earlierOrder(found: { id: string; requestHash: string | null }, hash: string) {
    if (found.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return reads.read(found.id);
  }

  /** The order's lines priced and checked against what the database says now (placementFacts). */
  function checkedLines(body: CreateOrderData, { vendor, products, variants }: PlacementFacts) {
    if (!vendor) throw new AppError('PRODUCT_UNAVAILABLE', cartText.missingVendor);
    // A suspended (or not yet approved) store takes no new orders; its open ones stay workable.
    if (!vendor.isActive) throw new AppError('STORE_UNAVAILABLE');
    const lines = priceLines(body.items, products, variants);
    const choice = {
      vendorId: body.vendor_id,
      currency: body.currency,
      fulfilment: body.delivery_requested ? ('delivery' as const) : ('pickup' as const),
      paymentMethod: body.payment_method,
      receipt: body.payment_receipt,
      address: body.delivery_address,
    };
    const store = {
      shamcash_account: vendor.shamcashAccount,
      goldmasters_account: vendor.goldmastersAccount,
      latitude: vendor.latitude,
      longitude: vendor.longitude,
      delivery_radius_km: vendor.deliveryRadiusKm,
    };
    // The delivery radius is the map's rule (distance.ts coversLocation): a store with a
    // position delivers only within its radius; one without is not measured (see deliveryAreaMiss).
    const [problem] = placementProblems(lines, choice, store);
    if (problem) throw placementError(problem, lines, deliveryAreaMiss(store, choice.address));
    if (lines.some((line) => line.unitPrice !== line.sentPrice)) throw priceChanged(lines);
    return { lines, vendor };
  }

  return async function createOrder(
    viewer: Viewer,
    body: CreateOrderData,
    key: string,
  ): Promise<{ order: Order; replayed: boolean }> {
    if (viewer.type === 'shopper' && !viewer.hasClient) throw new AppError('PROFILE_INCOMPLETE');
    // The customer is always the signed-in user; naming someone else is an attempt, not a typo.
    if (body.customer_id !== undefined && body.customer_id !== viewer.userId) {
      throw new AppError('FORBIDDEN');
    }
    const hash = requestHash(body);
    // The key's earlier order and what the checks need, in one read: a replay (rare) wastes the
    // checks' part, a new order (nearly every request) saves round trips.
    const facts = await repository.placementFacts({
      customerId: viewer.userId,
      key,
      vendorId: body.vendor_id,
      productIds: body.items.map((item) => item.product_id),
      variantIds: body.items.flatMap((item) => (item.variant_id ? [item.variant_id] : [])),
    });
    if (facts.earlier) return { order: await earlierOrder(facts.earlier, hash), replayed: true };
    const { lines, vendor } = checkedLines(body, facts);
    const extra = { key, hash, pickupAddress: PICKUP_ADDRESS, vendor };
    const rows = newOrderRows(viewer, body, lines, extra);
    const window = paymentDeadlineHours(body.payment_method, vendor.paymentWindowHours);
    let placement: Placement;
    try {
      placement = await repository.placeOrder(rows.order, rows.items, window);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent request with the same key won the race: answer with its order.
      const winner = await repository.findByKey(viewer.userId, key);
      if (!winner) throw error;
      return { order: await earlierOrder(winner, hash), replayed: true };
    }
    if ('stockShort' in placement)
      throw outOfStock([shortLine(lines, placement.stockShort)], false);
    if ('unpaidHeld' in placement) {
      const [over] = unpaidQuantityExcess(lines, placement.unpaidHeld);
      // The database and the domain apply the same cap; a refusal without an excess is a bug.
      if (!over) throw new Error('unpaid cap refused an order within it');
      throw unpaidLimit(over, lines);
    }
    // The committed rows as inserted: nothing else can have changed them yet.
    const { placed } = placement;
    const order = toOrder({ ...placed.order, vendorName: vendor.vendorName }, placed.items);
    notify(order, vendor, viewer.email);
    notifyOrderChanged({ vendorId: order.vendor_id, orderId: order.id, kind: 'placed' });
    return { order, replayed: false };
  };
}
