import type { FastifyInstance } from 'fastify';

/** How often a closing server closes the keep-alive connections that have gone quiet. */
const SWEEP_MS = 100;

/**
 * Closing without failing anyone (a rolling restart behind a load balancer, issue 21).
 * app.close() stops accepting connections and waits for every open one to end, and Fastify
 * answers requests that arrive while it closes with `Connection: close`. What it leaves open
 * is a keep-alive connection whose request was already running when the close began: its
 * answer said keep-alive, so it goes idle after it and would hold the close until its
 * keep-alive timeout (72 s), well past any stop timeout. So, from the first moment of a close:
 * every answer still to be sent says `Connection: close`, and connections that are idle
 * (between requests, or after a stream the close ended) are closed every 100 ms until none is
 * left. Requests in flight finish normally; the process then exits on its own.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    if (!app.server.listening) return;
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}
