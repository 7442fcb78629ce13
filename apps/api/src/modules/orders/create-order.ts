import { createHash } from 'node:crypto';
import { PICKUP_ADDRESS, placementProblems } from '@souq/domain/checkout-placement';
import { cartText } from '@souq/domain/locales/ar/cart';
import type { CreateOrderData, Order } from '@souq/domain/schemas/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../auth';
import { newOrderRows } from './new-order-rows';
import { type PricedLine, priceLines } from './order-lines';
import type { OrderRepository } from './order-repository';
import { outOfStock, placementError, priceChanged } from './placement-errors';
import {
  findVendor,
  lockOrder,
  productsByIds,
  takeStock,
  type VendorRow,
  variantsByIds,
} from './stock-repository';

/** The same body always hashes the same: zod output keeps the schema's key order. */
export function requestHash(body: CreateOrderData): string {
  const { customer_id: _ignored, ...meaningful } = body;
  return createHash('sha256').update(JSON.stringify(meaningful)).digest('hex');
}

/** Unique violation of the (customer, Idempotency-Key) index, through either driver. */
function isKeyTaken(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
}

class StockRanOut extends Error {
  constructor(readonly line: PricedLine) {
    super('stock ran out');
  }
}

/**
 * create-order with full server authority (DESIGN "Server-side authority"): the customer is
 * the signed-in user, every price, rule and stock level comes from the database, and the
 * order, its items, its first history row and the stock decrements commit together or not at all.
 */
export function createOrderService(
  db: Db,
  repository: OrderRepository,
  read: (orderId: string) => Promise<Order>,
  /** Tells the store of a new order (never of a replay); must not throw or wait. */
  notify: (order: Order, vendor: VendorRow) => void = () => {},
) {
  /** The order already placed under this key: replayed for the same body, 409 for another. */
  async function earlierOrder(customerId: string, key: string, hash: string) {
    const found = await repository.findByKey(customerId, key);
    if (!found) return null;
    if (found.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return read(found.id);
  }

  async function checkedLines(body: CreateOrderData) {
    const variantIds = body.items.flatMap((item) => (item.variant_id ? [item.variant_id] : []));
    const [vendor, productRows, variantRows] = await Promise.all([
      findVendor(db, body.vendor_id),
      productsByIds(
        db,
        body.items.map((item) => item.product_id),
      ),
      variantsByIds(db, variantIds),
    ]);
    if (!vendor?.isActive) throw new AppError('PRODUCT_UNAVAILABLE', cartText.missingVendor);
    const lines = priceLines(body.items, productRows, variantRows);
    const choice = {
      vendorId: body.vendor_id,
      currency: body.currency,
      fulfilment: body.delivery_requested ? ('delivery' as const) : ('pickup' as const),
      paymentMethod: body.payment_method,
      receipt: body.payment_receipt,
      hasAddress: body.delivery_address !== null,
    };
    const accounts = {
      shamcash_account: vendor.shamcashAccount,
      goldmasters_account: vendor.goldmastersAccount,
    };
    const [problem] = placementProblems(lines, choice, accounts);
    if (problem) throw placementError(problem, lines);
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
    const earlier = await earlierOrder(viewer.userId, key, hash);
    if (earlier) return { order: earlier, replayed: true };

    const { lines, vendor } = await checkedLines(body);
    const rows = newOrderRows(viewer, body, lines, { key, hash, pickupAddress: PICKUP_ADDRESS });
    try {
      const orderId = await db.transaction(async (tx) => {
        // The order row first: a concurrent duplicate waits on its key before touching stock.
        const id = await repository.insertOrder(tx, rows.order, rows.items);
        for (const line of lockOrder(lines)) {
          if (!(await takeStock(tx, line))) throw new StockRanOut(line);
        }
        await repository.addHistory(tx, {
          orderId: id,
          fromStatus: null,
          toStatus: 'pending',
          changedBy: viewer.userId,
          actorRole: 'customer',
          note: 'created',
        });
        return id;
      });
      const order = await read(orderId);
      notify(order, vendor);
      return { order, replayed: false };
    } catch (error) {
      if (error instanceof StockRanOut) throw outOfStock([error.line], false);
      if (!isKeyTaken(error)) throw error;
      // A concurrent request with the same key won the race: answer with its order.
      const winner = await earlierOrder(viewer.userId, key, hash);
      if (!winner) throw error;
      return { order: winner, replayed: true };
    }
  };
}
