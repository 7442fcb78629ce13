import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { writeBatches } from '../../db/write-batches';
import { AppError } from '../../http/app-error';

/** The PostgreSQL channel every API process sharing one database listens on. */
const CHANNEL = 'souq_order_events';

/**
 * What happened to an order: placed, moved along the status machine, its payment checked, or
 * its delivery fee set by the store.
 */
type OrderEventKind = 'placed' | 'status' | 'payment' | 'fee';

export interface OrderChange {
  vendorId: string;
  orderId: string;
  kind: OrderEventKind;
}

/** One event as a stream sends it: `id` is this process's, `at` the writer's clock (ms). */
export interface OrderEvent {
  id: string;
  vendorId: string;
  orderId: string;
  kind: OrderEventKind;
  at: number;
}

/** What a stream hears: its store's events, and "refetch" when some may have been lost. */
export interface Subscriber {
  event(event: OrderEvent): void;
  resync(): void;
}

export interface OrderEventLimits {
  /** Open streams one user may hold (tabs, phone and desktop). */
  perUser: number;
  /** Open streams in this process; each is a socket and a few hundred bytes of memory. */
  total: number;
  /** Recent events kept for a reconnecting stream's Last-Event-ID. */
  replay: number;
}

const DEFAULT_LIMITS: OrderEventLimits = { perUser: 5, total: 2_000, replay: 1_000 };

/** The NOTIFY payload, short keys: well under PostgreSQL's 8000-byte limit. */
interface Wire {
  v: string;
  o: string;
  k: OrderEventKind;
  t: number;
}

const KINDS = new Set<string>(['placed', 'status', 'payment', 'fee']);

function parseWire(payload: string): Wire | null {
  try {
    const wire = JSON.parse(payload) as Partial<Wire>;
    if (typeof wire.v !== 'string' || typeof wire.o !== 'string') return null;
    if (typeof wire.k !== 'string' || !KINDS.has(wire.k) || typeof wire.t !== 'number') {
      return null;
    }
    return wire as Wire;
  } catch {
    return null;
  }
}

/**
 * Live order events for the stores' open boards (docs/spec orders, live board;
 * docs/decisions/017-order-operations.md "Live board"). Writers call publish() after their
 * transaction commits; it sends a NOTIFY and never throws or waits. Every API process LISTENs
 * once (database.listen, the connection http/public-changes.ts also relies on) and fans each
 * notification out in memory to the streams open on it for that store: 200 streams cost one
 * database connection, not 200. A stream's own database work ends before it is subscribed.
 *
 * Event ids are "<process epoch>.<n>": a reconnecting stream's Last-Event-ID is replayed from
 * the last `replay` events when it came from this process and they still cover it; otherwise
 * (another process, too old, a listening connection that was cut) the stream is told to
 * resync, i.e. refetch the list.
 */
export function createOrderEvents(
  database: Pick<Database, 'db' | 'listen'>,
  log: FastifyBaseLogger,
  limits: OrderEventLimits = DEFAULT_LIMITS,
) {
  const epoch = randomUUID().slice(0, 8);
  let sequence = 0;
  const recent: OrderEvent[] = [];
  const byVendor = new Map<string, Set<Subscriber>>();
  const byUser = new Map<string, number>();
  let open = 0;
  let stopListening: (() => Promise<void>) | null = null;
  // Events published at the same moment (orders placed side by side) go in one statement.
  const notices = writeBatches<string>(async (payloads) => {
    await database.db.execute(
      sql`select pg_notify(${CHANNEL}, payload)
        from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`,
    );
  });

  function deliver(wire: Wire): void {
    sequence += 1;
    const event: OrderEvent = {
      id: `${epoch}.${sequence}`,
      vendorId: wire.v,
      orderId: wire.o,
      kind: wire.k,
      at: wire.t,
    };
    recent.push(event);
    if (recent.length > limits.replay) recent.shift();
    for (const subscriber of byVendor.get(event.vendorId) ?? []) subscriber.event(event);
  }

  function resyncAll(): void {
    for (const subscribers of byVendor.values()) {
      for (const subscriber of subscribers) subscriber.resync();
    }
  }

  /** The events of this store after `lastId`, or null when they cannot be known. */
  function since(vendorId: string, lastId: string): OrderEvent[] | null {
    const [from, n] = lastId.split('.');
    const last = Number(n);
    if (from !== epoch || !Number.isInteger(last) || last > sequence) return null;
    const oldest = recent[0] ? Number(recent[0].id.split('.')[1]) : sequence + 1;
    if (last < oldest - 1) return null;
    return recent.filter(
      (event) => event.vendorId === vendorId && Number(event.id.split('.')[1]) > last,
    );
  }

  return {
    /** Tells every process's streams of this store; call after the change committed. */
    publish(change: OrderChange): void {
      const wire: Wire = { v: change.vendorId, o: change.orderId, k: change.kind, t: Date.now() };
      if (!database.listen) {
        deliver(wire);
        return;
      }
      notices
        .add(JSON.stringify(wire))
        .catch((error: unknown) => log.warn({ err: error }, 'order event not sent'));
    },

    /**
     * Takes a stream place for this user, or refuses: 429 past the user's share, 503 when the
     * process holds its most. Returns the release, to call exactly once when the stream ends.
     */
    reserve(userId: string): () => void {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= limits.perUser) {
        throw new AppError(
          'RATE_LIMITED',
          undefined,
          { limit: limits.perUser },
          {
            'retry-after': '30',
          },
        );
      }
      if (open >= limits.total) {
        throw new AppError('SERVICE_UNAVAILABLE', undefined, undefined, { 'retry-after': '30' });
      }
      open += 1;
      byUser.set(userId, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open -= 1;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
    },

    /**
     * Hears this store's events from now on; with a Last-Event-ID, first what it missed (or a
     * resync). Returns the unsubscribe.
     */
    subscribe(vendorId: string, subscriber: Subscriber, lastEventId?: string): () => void {
      if (lastEventId) {
        const missed = since(vendorId, lastEventId);
        if (missed) for (const event of missed) subscriber.event(event);
        else subscriber.resync();
      }
      let subscribers = byVendor.get(vendorId);
      if (!subscribers) {
        subscribers = new Set();
        byVendor.set(vendorId, subscribers);
      }
      subscribers.add(subscriber);
      return () => {
        const set = byVendor.get(vendorId);
        if (!set?.delete(subscriber)) return;
        if (set.size === 0) byVendor.delete(vendorId);
      };
    },

    /** Open streams (subscribed) and reserved places in this process: for tests and health. */
    counts(): { subscribers: number; stores: number; reserved: number } {
      let subscribers = 0;
      for (const set of byVendor.values()) subscribers += set.size;
      return { subscribers, stores: byVendor.size, reserved: open };
    },

    /** Listens for every process's events (called once the app is built). */
    async start(): Promise<void> {
      if (!database.listen || stopListening) return;
      stopListening = await database.listen(
        CHANNEL,
        (payload) => {
          const wire = parseWire(payload);
          if (wire) deliver(wire);
        },
        // Notifications sent while the connection was down are lost: the boards refetch.
        resyncAll,
      );
    },

    async stop(): Promise<void> {
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
  };
}
export type OrderEvents = ReturnType<typeof createOrderEvents>;
