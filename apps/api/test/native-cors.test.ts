import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';

/**
 * The native wrapper's WebView (capacitor://localhost on iOS, https://localhost or
 * http://localhost on Android) calls the API cross-origin with a bearer token. Those origins,
 * and only those, get CORS headers; never with credentials, cookies are not for the app.
 */
describe('CORS for the native app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const preflight = (origin: string, path = paths.api.me()) =>
    t.app.inject({
      method: 'OPTIONS',
      url: path,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it.each(['capacitor://localhost', 'https://localhost', 'http://localhost'])(
    'answers the preflight of %s with its own origin and the bearer header allowed',
    async (origin) => {
      const res = await preflight(origin, paths.api.auth.signIn());
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(String(res.headers['access-control-allow-headers'])).toContain('authorization');
      expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers.vary)).toContain('Origin');
    },
  );

  it('lets the app read set-auth-token from a simple request', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: paths.api.me(),
      headers: { origin: 'capacitor://localhost' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(String(res.headers['access-control-expose-headers'])).toContain('set-auth-token');
  });

  it.each([
    'https://evil.example',
    'https://localhost:8443',
    'http://localhost:5173',
    'capacitor://evil',
    'null',
  ])('gives the foreign origin %s no CORS headers at all', async (origin) => {
    const pre = await preflight(origin);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-methods']).toBeUndefined();
    const res = await t.app.inject({ method: 'GET', url: paths.api.me(), headers: { origin } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-expose-headers']).toBeUndefined();
  });

  it('adds nothing to same-origin requests without an Origin header', async () => {
    const res = await t.app.inject({ method: 'GET', url: paths.api.me() });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
