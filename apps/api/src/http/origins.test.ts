import { describe, expect, it } from 'vitest';
import { originPolicy, servedOrigin } from './origins';

/** This machine, as a test pretends it is: a LAN outside the private ranges. */
const ownAddresses = () => ['127.0.0.1', '::1', '192.0.2.2'];
const at = (host: string | undefined, protocol: 'http' | 'https' = 'http') => ({
  protocol,
  headers: { host },
});

describe('servedOrigin', () => {
  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['127.8.9.10', 'http://127.8.9.10'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['10.1.2.3:3000', 'http://10.1.2.3:3000'],
    ['172.16.0.1:3000', 'http://172.16.0.1:3000'],
    ['172.31.255.254:3000', 'http://172.31.255.254:3000'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['169.254.10.10:3000', 'http://169.254.10.10:3000'],
    ['[fd00::2]:3000', 'http://[fd00::2]:3000'],
    ['[fe80::1]:3000', 'http://[fe80::1]:3000'],
    ['[::ffff:192.168.1.20]:3000', 'http://[::ffff:c0a8:114]:3000'],
    // Not a private range, but an address of this machine (the banner's LAN address).
    ['192.0.2.2:3000', 'http://192.0.2.2:3000'],
    ['LOCALHOST:3000', 'http://localhost:3000'],
  ])('trusts %s as %s', (host, origin) => {
    expect(servedOrigin(at(host), ownAddresses)).toBe(origin);
  });

  it('keeps the scheme the request came with', () => {
    expect(servedOrigin(at('192.168.1.20:3443', 'https'), ownAddresses)).toBe(
      'https://192.168.1.20:3443',
    );
  });

  it.each([
    ['no Host', undefined],
    ['a DNS name (rebinding)', 'evil.example:3000'],
    ['a name ending in localhost', 'localhost.evil.example:3000'],
    ['a public address', '8.8.8.8:3000'],
    ['just outside 172.16/12', '172.32.0.1:3000'],
    ['another machine outside the private ranges', '192.0.2.3:3000'],
    ['userinfo', '127.0.0.1:3000@evil.example'],
    ['a path', '127.0.0.1:3000/x'],
    ['a space', '127.0.0.1 :3000'],
  ])('trusts nothing for %s', (_case, host) => {
    expect(servedOrigin(at(host), ownAddresses)).toBeNull();
  });
});

describe('originPolicy', () => {
  const request = (host: string) => at(host) as never;

  it('outside production: PUBLIC_URL and the local origin the request was served on', () => {
    const policy = originPolicy(
      { publicUrl: 'http://localhost:3000', isProduction: false },
      ownAddresses,
    );
    expect(policy.isOwn('http://localhost:3000', request('192.168.1.20:3000'))).toBe(true);
    expect(policy.isOwn('http://192.168.1.20:3000', request('192.168.1.20:3000'))).toBe(true);
    expect(policy.isOwn('http://192.168.1.20:3000', request('192.168.1.21:3000'))).toBe(false);
    expect(policy.isOwn('http://evil.example', request('192.168.1.20:3000'))).toBe(false);
    expect(policy.isOwn(undefined, request('192.168.1.20:3000'))).toBe(false);
    expect(policy.summary()).toContain('http://localhost:3000 (PUBLIC_URL)');
  });

  it("in production: PUBLIC_URL's origin only, whatever address was used", () => {
    const policy = originPolicy(
      { publicUrl: 'https://souq.example/', isProduction: true },
      ownAddresses,
    );
    expect(policy.isOwn('https://souq.example', request('127.0.0.1:3000'))).toBe(true);
    expect(policy.isOwn('http://127.0.0.1:3000', request('127.0.0.1:3000'))).toBe(false);
    expect(policy.served(request('127.0.0.1:3000'))).toBeNull();
    expect(policy.summary()).toMatch(/^trusted origins: https:\/\/souq\.example \(PUBLIC_URL\)/);
  });
});
