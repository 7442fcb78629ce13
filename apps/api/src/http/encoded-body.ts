import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES } from './compression';
import type { CachedBody } from './response-cache';

/**
 * Compressed copies of a cached body (docs/decisions/023). Most bodies made on a cache miss
 * are sent once (a never-seen search, a hard reload), so their first copy is made at once and
 * cheaply: brotli quality 2 with a window no larger than the body, gzip level 1. Measured on a
 * 24 KB page of 20 products: ~0.1 ms and 4.4 KB, against ~0.5 ms (with the thread-pool hop)
 * and 4.2 KB for quality 4 off the main thread. A body asked for again is being served from
 * the cache, and every later shopper pays its size, so a second, tighter copy (quality 7,
 * gzip 6; ~0.6 ms once, 3.7 KB) is made off the main thread and replaces the first.
 * @fastify/compress leaves a reply alone once Content-Encoding is set.
 */
export type Encoding = 'br' | 'gzip';

const B = constants;
/** The smallest brotli window (log2 bytes, 16..24) that holds the whole body. */
const windowFor = (bytes: number) => Math.min(24, Math.max(16, Math.ceil(Math.log2(bytes))));
const brotliParams = (body: Buffer, quality: number) => ({
  params: {
    [B.BROTLI_PARAM_QUALITY]: quality,
    [B.BROTLI_PARAM_LGWIN]: windowFor(body.length),
    [B.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

const quick: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, brotliParams(body, 2)),
  gzip: (body) => gzipSync(body, { level: 1 }),
};

const thorough: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, brotliParams(body, 7)),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

interface Copy {
  bytes: Buffer;
  /** The tighter copy has been asked for (made, or on its way). */
  improving: boolean;
}

const copies = new WeakMap<CachedBody, Partial<Record<Encoding, Copy>>>();

/**
 * The encoding to answer with: br, else gzip, when Accept-Encoding allows it (q > 0, or a
 * `*` that does); null for identity.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find(allowed) ?? null;
}

/** The body in that encoding, or null when it is too small to be worth compressing. */
export function encodedBody(cached: CachedBody, encoding: Encoding): Buffer | null {
  if (cached.body.length < COMPRESS_MIN_BYTES) return null;
  const forBody = copies.get(cached) ?? {};
  copies.set(cached, forBody);
  const copy = forBody[encoding];
  if (!copy) {
    const bytes = quick[encoding](cached.body);
    forBody[encoding] = { bytes, improving: false };
    return bytes;
  }
  if (!copy.improving) {
    copy.improving = true;
    thorough[encoding](cached.body).then(
      (bytes) => {
        if (bytes.length < copy.bytes.length) copy.bytes = bytes;
      },
      () => {}, // the quick copy stays: it is correct, only larger
    );
  }
  return copy.bytes;
}
