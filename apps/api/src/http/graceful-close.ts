import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How often a closing server closes the connections that have nothing left to answer. */
const SWEEP_MS = 100;
/**
 * How long a closing server waits for a connection that has not sent a whole request yet (a
 * request's headers arrive within milliseconds of its connection).
 */
const UNUSED_CONNECTION_GRACE_MS = 1_000;

/**
 * Closing without failing anyone (a rolling restart behind a load balancer, issue 21).
 * app.close() stops accepting connections and waits for every open one to end, and Fastify
 * answers requests that arrive while it closes with `Connection: close`. Node closes the
 * connections that are idle between two requests at that moment, no others, so two kinds
 * would hold the close until main.ts's 10 s guard kills the process:
 * - a keep-alive connection whose request was running when the close began: its answer said
 *   keep-alive, and it goes idle after it (until the 72 s keep-alive timeout);
 * - a connection that never sent a request (a browser's spare connection, a client's
 *   pre-connect, a TCP probe): to Node it is waiting for headers, not idle.
 * So from the first moment of a close every answer still to be sent says `Connection: close`,
 * idle connections are closed every 100 ms, and after a second so are connections with no
 * request in progress. A request in progress (its headers read, its answer not yet sent, a
 * body still arriving) is never cut: it finishes, then its connection closes.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (!app.server.listening) return;
    const began = Date.now();
    sweep = setInterval(() => {
      app.server.closeIdleConnections();
      if (Date.now() - began < UNUSED_CONNECTION_GRACE_MS) return;
      for (const socket of sockets) {
        // Node's own test (Server.closeIdleConnections): a response assigned is a request in progress.
        if (!(socket as Socket & { _httpMessage?: unknown })._httpMessage) socket.destroy();
      }
    }, SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
