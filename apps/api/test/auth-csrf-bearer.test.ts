import { paths } from '@souq/domain/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, browser, confirmedShopper, PASSWORD } from './helpers/auth';

const profile = { name: 'سارة', phone: '' };

/** Cookie-authenticated writes need our origin; bearer tokens (native app) need none. */
describe('CSRF protection', () => {
  let t: TestApp;
  let shopper: Browser;
  beforeAll(async () => {
    t = await testApp();
    shopper = await confirmedShopper(t.app, 'csrf@example.org');
  });
  afterAll(() => t.close());

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
    expect(res.json().error.code).toBe('FORBIDDEN');
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
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    await confirmedShopper(t.app, 'native@example.org');
  });
  afterAll(() => t.close());

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
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: paths.api.completeProfile(),
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const native = await preflight('https://localhost');
    expect(native.statusCode).toBe(204);
    expect(native.headers['access-control-allow-origin']).toBe('https://localhost');
    expect(String(native.headers['access-control-allow-headers'])).toContain('authorization');
    expect(native.headers['access-control-allow-credentials']).toBeUndefined();
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('cookies in production', () => {
  it('are Secure, with the __Secure- prefix, and still httpOnly SameSite=Lax', async () => {
    const t = await testApp({ env: { NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) } });
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
