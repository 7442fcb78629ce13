import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane).
 * Slow on purpose: ~tens of ms per call, so callers hash only when they must.
 */
// The package's `Algorithm` is an ambient const enum, unreadable under isolatedModules;
// 2 is its documented Argon2id member.
const argon2id = 2 as Algorithm;

const options = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Returns a PHC string ("$argon2id$v=19$m=19456,t=2,p=1$salt$hash") with a fresh salt. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

/** True when `plain` matches `storedHash`; a malformed hash is a mismatch, not a crash. */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
