import { createHash } from 'node:crypto';

/**
 * Fixed namespace for Souq's demo data. Changing it would give every seeded row a new id,
 * so a re-seed would duplicate the catalogue instead of recognising it.
 */
const SOUQ_SEED_NAMESPACE = '5f0c3a1e-8d2b-4c6f-9a7e-1b3d5e7f9a2c';

const namespaceBytes = Buffer.from(SOUQ_SEED_NAMESPACE.replaceAll('-', ''), 'hex');

/**
 * A UUID v5 (RFC 9562: SHA-1 of namespace + name) for a seeded row, e.g.
 * stableId('product', 'aleppo-laurel-soap'). The same kind and key always give the same id,
 * which is what makes the seed idempotent with ON CONFLICT DO NOTHING.
 */
export function stableId(kind: string, key: string): string {
  const digest = createHash('sha1').update(namespaceBytes).update(`${kind}:${key}`).digest();
  const bytes = digest.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
