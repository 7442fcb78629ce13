import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * br + gzip for JSON and text answers above 1 KB. Brotli runs at quality 4: level 11 (the
 * default) costs ~10x the CPU for a few percent, a bad trade on a 2-core server for
 * dynamic answers. Static files prefer their prebuilt .br/.gz siblings (see web-app.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
