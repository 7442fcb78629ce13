import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { OrderEvent, OrderEvents } from './hub';
import { storeOwnedBy } from './repository';

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** How long a browser's EventSource waits before reconnecting after a drop. */
const RETRY_MS = 3_000;
/** Unsent bytes a stream may pile up (a client that stopped reading) before it is closed. */
const MAX_BUFFERED_BYTES = 256 * 1024;

function frame(event: OrderEvent): string {
  const data = { order_id: event.orderId, kind: event.kind, at: event.at };
  return `id: ${event.id}\nevent: order\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The seller's order stream (GET /api/seller/orders/stream): who may open one, then the
 * open stream itself on the raw response. The request's one query (which store) is done before
 * the stream opens, so an open stream holds no database connection, only its place in the hub.
 */
export function orderEventStreams(db: Db, hub: OrderEvents, heartbeatMs = HEARTBEAT_MS) {
  const live = new Set<() => void>();

  /** The store this user may follow: 404 without one, 403 unless it is active. */
  async function followedStore(userId: string): Promise<string> {
    const store = await storeOwnedBy(db, userId);
    if (!store) throw new AppError('STORE_NOT_FOUND');
    if (store.status !== 'active') throw new AppError('FORBIDDEN');
    return store.id;
  }

  return {
    /**
     * Checks the user's store and takes a stream place (errors answer as JSON, nothing sent
     * yet); then `serve` turns the reply into the stream.
     */
    async open(userId: string, lastEventId: string | undefined) {
      const vendorId = await followedStore(userId);
      const release = hub.reserve(userId);
      return (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const res = reply.raw;
        // Hijacked: the onSend hooks (compression, x-request-id) do not run, the headers the
        // onRequest hooks set (security headers, native CORS) are copied here.
        res.writeHead(200, {
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
          // A stream ends its connection: none is handed back idle to a closing server.
          connection: 'close',
          'x-request-id': request.id,
        });
        let closed = false;
        const send = (text: string) => {
          if (closed) return;
          res.write(text);
          if (res.writableLength > MAX_BUFFERED_BYTES) end();
        };
        const unsubscribe = hub.subscribe(
          vendorId,
          {
            event: (event) => send(frame(event)),
            resync: () => send('event: resync\ndata: {}\n\n'),
          },
          lastEventId,
        );
        const heartbeat = setInterval(() => send(': ping\n\n'), heartbeatMs);
        heartbeat.unref();
        function cleanUp() {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          unsubscribe();
          release();
          live.delete(end);
        }
        function end() {
          cleanUp();
          res.end();
        }
        live.add(end);
        res.on('close', cleanUp);
        // Gone before the listener was on: 'close' will not come again.
        if (request.raw.socket?.destroyed) cleanUp();
        send(
          `retry: ${RETRY_MS}\nevent: ready\ndata: ${JSON.stringify({ vendor_id: vendorId })}\n\n`,
        );
      };
    },

    /** Ends every open stream (the server is closing; clients reconnect elsewhere). */
    endAll(): void {
      for (const end of [...live]) end();
    },
  };
}
export type OrderEventStreams = ReturnType<typeof orderEventStreams>;
