import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES } from './compression';
import type { CachedBody } from './response-cache';

/**
 * Compressed copies of a cached body (docs/decisions/023, 034). Most bodies made on a cache
 * miss are sent once (a never-seen search, a hard reload), so their first copy is made at once
 * and cheaply: gzip level 3 when the client takes gzip (every browser does), else brotli
 * quality 2 with a window no larger than the body. A body asked for again is being served from
 * the cache, and every later shopper pays its size, so a second, tighter copy in the client's
 * preferred encoding (brotli quality 7, or gzip 6; ~0.6 ms once, 3.7 KB for a 24 KB page) is
 * made off the main thread and replaces the first.
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

const quickly: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, brotliParams(body, 2)),
  gzip: (body) => gzipSync(body, { level: 3 }),
};

const thorough: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, brotliParams(body, 7)),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** The copies of one body: made at once, and tighter ones made off the main thread. */
interface Copies {
  quick: Partial<Record<Encoding, Buffer>>;
  tight: Partial<Record<Encoding, Buffer>>;
  /** Encodings whose tighter copy has been asked for (made, or on its way). */
  improving: Set<Encoding>;
  /** Answers compressed from this body so far. */
  sent: number;
}

const copies = new WeakMap<CachedBody, Copies>();

/** The encodings Accept-Encoding allows (q > 0, or a `*` that does), brotli first. */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(allowed);
}

/** The encoding to answer with when only one copy is made: br, else gzip; null for identity. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  return acceptedEncodings(acceptEncoding)[0] ?? null;
}

/**
 * The body in one of the accepted encodings, or null when it is too small to be worth
 * compressing (or the client takes neither). A tighter copy in an accepted encoding, when made,
 * wins (brotli first). Otherwise the quick copy: gzip when the client takes it, which costs
 * less than half of brotli's quickest useful setting for the same size (a 26 KB page of 20
 * products: gzip level 3 in ~0.06 ms to 5.0 KB, brotli quality 2 in ~0.14 ms to 5.0 KB), else
 * brotli. From the second answer on, the tighter copy in the client's preferred encoding is made.
 */
export function encodedBody(
  cached: CachedBody,
  accepted: readonly Encoding[],
): { encoding: Encoding; bytes: Buffer } | null {
  const [preferred] = accepted;
  if (!preferred || cached.body.length < COMPRESS_MIN_BYTES) return null;
  let forBody = copies.get(cached);
  if (!forBody) {
    forBody = { quick: {}, tight: {}, improving: new Set(), sent: 0 };
    copies.set(cached, forBody);
  }
  for (const encoding of accepted) {
    const tight = forBody.tight[encoding];
    if (tight) return { encoding, bytes: tight };
  }
  const encoding = accepted.includes('gzip') ? 'gzip' : preferred;
  const quick = forBody.quick[encoding] ?? quickly[encoding](cached.body);
  forBody.quick[encoding] = quick;
  if (forBody.sent++ > 0 && !forBody.improving.has(preferred)) {
    const made = forBody;
    made.improving.add(preferred);
    thorough[preferred](cached.body).then(
      (bytes) => {
        if (bytes.length < quick.length) made.tight[preferred] = bytes;
      },
      () => {}, // the quick copy stays: it is correct, only larger
    );
  }
  return { encoding, bytes: quick };
}
