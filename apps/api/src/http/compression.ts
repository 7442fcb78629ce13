import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Below this, compression saves less than it costs: a body that small saves under a kilobyte
 * on the wire, while each compressed answer costs the server ~0.15–0.3 ms of CPU (setting up a
 * zlib or brotli stream dominates), the scarce thing on a 2-core server. Measured for
 * create-order's 201 answer (~1.1 KB of JSON, 650 bytes compressed): ~0.3 ms under load, as
 * much as a tenth of the whole order's CPU budget at issue 20's 500 orders/s.
 */
export const COMPRESS_MIN_BYTES = 1400;

/**
 * br + gzip for JSON and text answers above COMPRESS_MIN_BYTES. Brotli runs at quality 4: level 11 (the
 * default) costs ~10x the CPU for a few percent, a bad trade on a 2-core server for
 * dynamic answers. Static files prefer their prebuilt .br/.gz siblings (see web-app.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
