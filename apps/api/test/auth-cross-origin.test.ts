import { paths } from '@souq/domain/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { productionEnv, type TestApp, testApp } from './helpers/app';
import { type Browser, browser, confirmedShopper, PASSWORD } from './helpers/auth';

const profile = { name: 'سارة', phone: '' };

/**
 * Requests from elsewhere: cookie-authenticated writes need our origin, bearer tokens (the
 * native app) need none, and only the native app's origins get CORS headers. One app for all
 * but the production cookies.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** A CORS preflight for a bearer-authenticated POST from `origin`. */
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

describe('CSRF protection', () => {
  let shopper: Browser;
  beforeAll(async () => {
    shopper = await confirmedShopper(t.app, 'csrf@example.org');
  });

  const complete = (headers: Record<string, string>, origin: string | null = null) =>
    shopper.request({
      method: 'POST',
      url: paths.api.completeProfile(),
      payload: profile,
      headers,
      origin,
    });

  it('refuses a write with the session cookie from a cross-site Origin (403)', async () => {
    const res = await complete({}, 'https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('UNTRUSTED_ORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await shopper.me()).json().needsProfileCompletion).toBe(true);
  });

  it('refuses cross-site fetch metadata and a write that proves no origin at all', async () => {
    expect((await complete({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await complete({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await complete({})).statusCode).toBe(403);
  });

  it('accepts our own Origin and same-origin fetch metadata', async () => {
    expect((await complete({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await complete({}, 'http://localhost:3000')).statusCode).toBe(200);
  });

  it('does not trust the native app origins for cookie writes (the app never uses cookies)', async () => {
    // Host as the server at PUBLIC_URL sees it (inject's default, localhost:80, would make
    // http://localhost the origin the request was served on, which development trusts).
    for (const origin of ['https://localhost', 'http://localhost', 'capacitor://localhost']) {
      expect((await complete({ host: 'localhost:3000' }, origin)).statusCode, origin).toBe(403);
    }
  });

  it('authenticates a request showing a bearer token by that token alone, never the cookie', async () => {
    // An invalid token used to fall back to the cookie while exempting the write from CSRF.
    const cookie = [...shopper.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const bearer of ['forged.signature', 'garbage']) {
      const res = await shopper.request({
        method: 'POST',
        url: paths.api.completeProfile(),
        payload: { name: 'مهاجم', phone: '' },
        headers: { cookie },
        bearer,
        origin: 'https://evil.example',
      });
      expect(res.statusCode, bearer).toBe(401);
    }
    const me = await shopper.request({
      method: 'GET',
      url: paths.api.me(),
      headers: { cookie },
      bearer: 'garbage',
    });
    expect(me.json().user).toBeNull();
    expect((await shopper.me()).json().user.name).not.toBe('مهاجم');
  });

  it('leaves reads alone (GET with a cookie from anywhere)', async () => {
    const res = await shopper.request({
      method: 'GET',
      url: paths.api.me(),
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site logout as well (it is a write with the cookie)', async () => {
    const res = await shopper.request({
      method: 'POST',
      url: paths.api.auth.signOut(),
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect((await shopper.me()).json().user).not.toBeNull();
  });

  it('refuses a login posted from another site (login CSRF)', async () => {
    const res = await browser(t.app).request({
      method: 'POST',
      url: paths.api.auth.signIn(),
      payload: { email: 'csrf@example.org', password: PASSWORD },
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('bearer tokens for the native app', () => {
  beforeAll(async () => {
    await confirmedShopper(t.app, 'native@example.org');
  });

  it('returns the token in set-auth-token at login; Authorization: Bearer then works everywhere', async () => {
    const app = browser(t.app);
    const login = await app.request({
      method: 'POST',
      url: paths.api.auth.signIn(),
      payload: { email: 'native@example.org', password: PASSWORD },
      origin: 'capacitor://localhost',
    });
    expect(login.statusCode).toBe(200);
    const token = String(login.headers['set-auth-token']);
    expect(token).toMatch(/\./);
    expect(login.body).not.toContain(token.split('.')[0]);
    expect(login.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(String(login.headers['access-control-expose-headers'])).toContain('set-auth-token');

    const native = browser(t.app);
    const me = await native.request({
      method: 'GET',
      url: paths.api.me(),
      bearer: token,
      origin: null,
    });
    expect(me.json()).toMatchObject({
      user: { email: 'native@example.org' },
      needsProfileCompletion: true,
    });

    // A write with the bearer and no Origin (native HTTP) passes the CSRF check.
    const completed = await native.request({
      method: 'POST',
      url: paths.api.completeProfile(),
      payload: profile,
      bearer: token,
      origin: null,
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().needsProfileCompletion).toBe(false);

    const out = await native.request({
      method: 'POST',
      url: paths.api.auth.signOut(),
      bearer: token,
      origin: null,
    });
    expect(out.statusCode).toBe(200);
    const after = await native.request({
      method: 'GET',
      url: paths.api.me(),
      bearer: token,
      origin: null,
    });
    expect(after.json().user).toBeNull();
  });

  it('ignores a forged or unsigned bearer token', async () => {
    for (const bearer of ['forged.signature', 'no-signature-at-all']) {
      const res = await browser(t.app).request({
        method: 'GET',
        url: paths.api.me(),
        bearer,
        origin: null,
      });
      expect(res.json().user).toBeNull();
    }
  });

  it('answers the native origins CORS preflight, and only theirs', async () => {
    const native = await preflight('https://localhost', paths.api.completeProfile());
    expect(native.statusCode).toBe(204);
    expect(native.headers['access-control-allow-origin']).toBe('https://localhost');
    expect(String(native.headers['access-control-allow-headers'])).toContain('authorization');
    expect(native.headers['access-control-allow-credentials']).toBeUndefined();
    const evil = await preflight('https://evil.example', paths.api.completeProfile());
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

/**
 * The native wrapper's WebView (capacitor://localhost on iOS, https://localhost or
 * http://localhost on Android) calls the API cross-origin with a bearer token. Those origins,
 * and only those, get CORS headers; never with credentials, cookies are not for the app.
 */
describe('CORS for the native app', () => {
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

describe('cookies in production', () => {
  it('are Secure, with the __Secure- prefix, and still httpOnly SameSite=Lax', async () => {
    const t = await testApp({ env: productionEnv });
    try {
      const email = 'prod@example.org';
      expect((await browser(t.app).register(email)).statusCode).toBe(200);
      // No outbox page in production: confirm the address directly.
      await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      const login = await browser(t.app).login(email);
      expect(login.statusCode).toBe(200);
      const cookie = String(login.headers['set-cookie']);
      expect(cookie).toMatch(/^__Secure-souq\.session_token=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
    } finally {
      await t.close();
    }
  });
});
