import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretWeakness } from './secret-strength';

describe('secretWeakness', () => {
  it.each([
    ['openssl rand -base64 48', () => randomBytes(48).toString('base64')],
    ['openssl rand -hex 32', () => randomBytes(32).toString('hex')],
    ['openssl rand -hex 16 (32 hex digits)', () => randomBytes(16).toString('hex')],
    ['base64url of 24 bytes', () => randomBytes(24).toString('base64url')],
  ])('accepts a random secret: %s (1,000 draws)', (_name, draw) => {
    for (let i = 0; i < 1000; i++) expect(secretWeakness(draw())).toBeNull();
  });

  it('refuses the development secret earlier releases published in the source', () => {
    expect(secretWeakness('souq-development-secret-do-not-use-in-production')).toMatch(/published/);
  });

  it.each([
    ['short', 'k3J9xQ2'],
    ['one character repeated', 'x'.repeat(40)],
    ['two characters repeated', 'ab'.repeat(20)],
    ['a short pattern repeated', 'aZ3$kP9!'.repeat(5)],
    ['consecutive characters', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['a placeholder sentence', 'please-change-this-secret-before-going-live'],
    ['a placeholder word', 'CHANGEME-4f9a1c2e8b7d6a5f4e3d2c1b0a9f8e7d'],
  ])('refuses a weak secret: %s', (_name, secret) => {
    expect(secretWeakness(secret)).not.toBeNull();
  });
});
