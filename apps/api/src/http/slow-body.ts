import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export interface BodyRate {
  /** How often the rate is checked. */
  windowMs: number;
  /** Bytes a body must bring in each window while it is still arriving. */
  minBytes: number;
}

/**
 * At least 1 KB every 20 s: the slowest honest phone upload (2G, a handover stall) brings far
 * more, while a body trickled a byte at a time (slowloris) is cut after 20 s instead of holding
 * a connection and a buffer for minutes.
 */
export const DEFAULT_BODY_RATE: BodyRate = { windowMs: 20_000, minBytes: 1024 };

/**
 * Every request body is read through a guard that answers 408 and closes the connection when
 * the body arrives slower than the minimum rate; the server keeps serving everyone else.
 */
export function registerSlowBodyGuard(app: FastifyInstance, rate: BodyRate): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request.headers)) return payload;
    let received = 0;
    let checked = 0;
    const guarded = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(null, chunk);
      },
    });
    const timer = setInterval(() => {
      if (received - checked >= rate.minBytes) {
        checked = received;
        return;
      }
      clearInterval(timer);
      // A trickling client gets its answer and loses the connection, not a kept-alive one.
      reply.header('connection', 'close');
      reply.raw.once('finish', () => request.raw.destroy());
      guarded.destroy(new AppError('REQUEST_TIMEOUT'));
    }, rate.windowMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    guarded.once('end', stop).once('close', stop);
    reply.raw.once('close', stop);
    payload.once('error', (error) => guarded.destroy(error));
    return payload.pipe(guarded);
  });
}

function hasBody(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0;
}
