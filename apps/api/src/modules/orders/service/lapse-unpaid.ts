import { ordersText } from '@souq/domain/locales/ar/orders';
import type { OrderEvents } from '../../order-events';
import type { OrderRepository } from '../repository';
import { applyMove } from './move-order';
import type { OrderNotices } from './notices';
import type { OrderReads } from './order-reads';

/** Orders one sweep cancels at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;

/** How often each API process looks for wallet orders whose payment deadline has passed. */
const LAPSE_SWEEP_INTERVAL_MS = 60_000;

/**
 * Wallet orders nobody checked in time: a pending order past its payment_due_at is cancelled
 * by the server (actor 'system'), its units go back to stock and the customer gets the usual
 * status mail. One order per transaction, taken with SKIP LOCKED, through the same conditional
 * move as update-order-status: a store confirming the order at that moment and the sweeper
 * cannot both win, and several API processes can sweep at once.
 */
export function unpaidOrderLapse(
  repository: OrderRepository,
  reads: OrderReads,
  /** Tells the customer; must not throw. */
  notify: OrderNotices['statusChanged'],
  /** Tells the store's open boards (order-events); never throws. */
  notifyOrderChanged: OrderEvents['publish'] = () => {},
) {
  const note = ordersText.statusMail.paymentExpired;

  /** Cancels the next lapsed order: its id and former status, or null when none is left. */
  function lapseOne(now: Date | null) {
    return repository.transaction(async (tx) => {
      const due = await repository.lockLapsedOrder(tx, now);
      if (!due) return null;
      const items = await repository.itemsOf([due.id], tx);
      const move = {
        orderId: due.id,
        from: due.status,
        to: 'cancelled' as const,
        actor: 'system' as const,
        changedBy: null,
        note,
      };
      // Locked and still unpaid, so the move applies; false only if that ever stops holding.
      return (await applyMove(tx, repository, move, items)) ? due : null;
    });
  }

  /**
   * One sweep: cancels the orders whose deadline is at or before `now` (the database clock
   * when not given; tests pass a time instead of waiting). The ids it cancelled.
   */
  return async function sweep(now: Date | null = null): Promise<string[]> {
    const cancelled: string[] = [];
    while (cancelled.length < SWEEP_LIMIT) {
      const lapsed = await lapseOne(now);
      if (!lapsed) break;
      cancelled.push(lapsed.id);
      const order = await reads.read(lapsed.id);
      notifyOrderChanged({ vendorId: order.vendor_id, orderId: order.id, kind: 'status' });
      await notify(order, { from: lapsed.status, note, by: 'system' });
    }
    return cancelled;
  };
}
export type UnpaidOrderSweep = ReturnType<typeof unpaidOrderLapse>;

/**
 * Sweeps every LAPSE_SWEEP_INTERVAL_MS on a timer that never keeps the process alive, one
 * sweep at a time; stop() ends the timer and waits for a sweep under way (the database closes
 * after the app).
 */
export function sweepPeriodically(sweep: UnpaidOrderSweep, onError: (error: unknown) => void) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, LAPSE_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
