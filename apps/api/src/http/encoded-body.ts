import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedBody } from './response-cache';

/**
 * Compressed copies of a cached body, made once on first demand and kept with it: a list served
 * from memory a thousand times is compressed once, not a thousand times (@fastify/compress
 * would compress every reply). Same settings as http/compression.ts; it leaves a reply alone
 * once Content-Encoding is set.
 */
export type Encoding = 'br' | 'gzip';

/** Below this, compression saves less than it costs (as in http/compression.ts). */
const MIN_BYTES = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

const copies = new WeakMap<CachedBody, Partial<Record<Encoding, Promise<Buffer>>>>();

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
export function encodedBody(cached: CachedBody, encoding: Encoding): Promise<Buffer> | null {
  if (cached.body.length < MIN_BYTES) return null;
  const forBody = copies.get(cached) ?? {};
  copies.set(cached, forBody);
  forBody[encoding] ??= compressors[encoding](cached.body);
  return forBody[encoding];
}
