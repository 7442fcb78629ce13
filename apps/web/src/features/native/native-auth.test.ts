import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const device = vi.hoisted(() => ({ native: true, store: new Map<string, string>() }));
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => device.native, getPlatform: () => 'android' },
}));
vi.mock('./native-platform', () => ({ isNativePlatform: () => device.native }));
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: vi.fn(async ({ key }: { key: string }) => ({ value: device.store.get(key) ?? null })),
    set: vi.fn(async ({ key, value }: { key: string; value: string }) => {
      device.store.set(key, value);
    }),
    remove: vi.fn(async ({ key }: { key: string }) => {
      device.store.delete(key);
    }),
  },
}));

import { http, setAuthorizationProvider } from '@/lib/http';
import { bearerAuthorization, forgetNativeToken, startNativeAuth, TOKEN_KEY } from './native-auth';

const API = 'https://souq.example';
const platformFetch = window.fetch;

/** The server: sign-in issues a token in set-auth-token, everything else echoes nothing. */
function stubServer() {
  const server = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const headers: Record<string, string> = url.endsWith('/api/auth/sign-in/email')
      ? { 'set-auth-token': 'tok.sig' }
      : {};
    return new Response('{}', { status: 200, headers });
  });
  window.fetch = server as typeof fetch;
  return server;
}

beforeEach(() => {
  device.native = true;
  device.store.clear();
});
afterEach(async () => {
  await forgetNativeToken();
  setAuthorizationProvider(() => undefined);
  window.fetch = platformFetch;
});

describe('bearer token in the native app', () => {
  it('keeps the token of the sign-in response in the preferences and signs requests with it', async () => {
    const server = stubServer();
    await startNativeAuth(API);
    expect(bearerAuthorization()).toBeUndefined();
    await window.fetch(`${API}/api/auth/sign-in/email`, { method: 'POST' });
    expect(device.store.get(TOKEN_KEY)).toBe('tok.sig');

    await http('/api/me');
    const headers = server.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok.sig');
    expect(server.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' });
  });

  it('reads the stored token at startup: the first request is already signed', async () => {
    device.store.set(TOKEN_KEY, 'saved.token');
    stubServer();
    await startNativeAuth(API);
    expect(bearerAuthorization()).toBe('Bearer saved.token');
  });

  it('ignores the header from any other origin', async () => {
    const server = stubServer();
    server.mockResolvedValue(new Response('{}', { headers: { 'set-auth-token': 'evil' } }));
    await startNativeAuth(API);
    await window.fetch('https://elsewhere.example/x');
    expect(device.store.has(TOKEN_KEY)).toBe(false);
  });

  it('sign-out removes the token from memory and the preferences', async () => {
    device.store.set(TOKEN_KEY, 'saved.token');
    stubServer();
    await startNativeAuth(API);
    await forgetNativeToken();
    expect(bearerAuthorization()).toBeUndefined();
    expect(device.store.has(TOKEN_KEY)).toBe(false);
  });

  it('on the web sign-out leaves the preferences alone (cookies sign requests there)', async () => {
    device.native = false;
    device.store.set(TOKEN_KEY, 'other');
    await forgetNativeToken();
    expect(device.store.get(TOKEN_KEY)).toBe('other');
  });
});
