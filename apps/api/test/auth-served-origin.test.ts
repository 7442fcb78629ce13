import { authMessages } from '@souq/domain/locales/ar/auth';
import { paths } from '@souq/domain/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { productionEnv, type TestApp, testApp } from './helpers/app';
import { browser, confirmedShopper, PASSWORD } from './helpers/auth';

/**
 * `npm start` opened where PUBLIC_URL does not say (http://127.0.0.1:3000, or a phone at the
 * machine's LAN address): outside production the origin a request was served on is trusted
 * when its host is local, for sign-in and for cookie writes alike; anything else is refused
 * with UNTRUSTED_ORIGIN and a hint naming PUBLIC_URL. Production trusts PUBLIC_URL only.
 * (docs/decisions/026-served-origin-outside-production.md)
 */
const EMAIL = 'lan@example.org';
const LAN = '192.168.1.20:3000';

/** Sign-in as a browser at `host` sends it: Host is where it connected, Origin the page's. */
const signIn = (t: TestApp, host: string, origin: string, extra: Record<string, string> = {}) =>
  browser(t.app).request({
    method: 'POST',
    url: paths.api.auth.signIn(),
    payload: { email: EMAIL, password: PASSWORD },
    headers: { host, ...extra },
    origin,
  });

describe('outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ env: { NODE_ENV: 'development' } });
    await confirmedShopper(t.app, EMAIL);
  });
  afterAll(() => t.close());

  it('signs in over real HTTP at http://127.0.0.1:<port> (PUBLIC_URL says localhost:3000)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const origin = `http://127.0.0.1:${address.port}`;
    const res = await fetch(`${origin}${paths.api.auth.signIn()}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(';')).toContain('souq.session_token=');
  });

  it('signs in from a phone at the LAN address and then writes with the cookie', async () => {
    const phone = browser(t.app);
    const headers = { host: LAN };
    const origin = `http://${LAN}`;
    const login = await phone.request({
      method: 'POST',
      url: paths.api.auth.signIn(),
      payload: { email: EMAIL, password: PASSWORD },
      headers,
      origin,
    });
    expect(login.statusCode, login.body).toBe(200);
    // Over plain http to a LAN address the browser sends no Sec-Fetch-Site: Origin decides.
    const write = await phone.request({
      method: 'POST',
      url: paths.api.completeProfile(),
      payload: { name: 'سارة', phone: '' },
      headers,
      origin,
    });
    expect(write.statusCode, write.body).toBe(200);
    const out = await phone.request({
      method: 'POST',
      url: paths.api.auth.signOut(),
      headers,
      origin,
    });
    expect(out.statusCode).toBe(200);
  });

  it.each([
    ['a foreign site', LAN, 'http://evil.example'],
    ['a page on another LAN address', LAN, 'http://192.168.1.21:3000'],
    ['another port of the same address', LAN, 'http://192.168.1.20:8080'],
    ['https where the request came over http', LAN, `https://${LAN}`],
    // DNS rebinding: the attacker's own name, pointed at us, is never a local address.
    ['a name that resolves here', 'evil.example:3000', 'http://evil.example:3000'],
    ['a public address', '203.0.113.5:3000', 'http://203.0.113.5:3000'],
  ])(
    'refuses sign-in from %s with UNTRUSTED_ORIGIN naming PUBLIC_URL',
    async (_case, host, origin) => {
      const res = await signIn(t, host, origin);
      expect(res.statusCode).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
      const { error } = res.json();
      expect(error.code).toBe('UNTRUSTED_ORIGIN');
      expect(error.message).toBe(authMessages.untrustedOriginAt('http://localhost:3000'));
      expect(error.details).toMatchObject({ origin, trusted: ['http://localhost:3000'] });
      expect(error.details.hint).toContain('PUBLIC_URL');
    },
  );

  it('never counts a refused origin as a password guess', async () => {
    // The per-account-and-address limit is 10 failed logins; a refusal tries no password.
    for (let i = 0; i < 12; i++) await signIn(t, LAN, 'http://evil.example');
    expect((await signIn(t, LAN, `http://${LAN}`)).statusCode).toBe(200);
  });

  it('ignores a served origin claimed by the client (Better Auth checks the Referer)', async () => {
    const res = await browser(t.app).request({
      method: 'POST',
      url: paths.api.auth.signIn(),
      payload: { email: EMAIL, password: PASSWORD },
      headers: {
        host: 'evil.example',
        referer: 'http://evil.example/',
        'sec-fetch-site': 'cross-site',
        'x-souq-served-origin': 'http://evil.example',
      },
      origin: null,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('UNTRUSTED_ORIGIN');
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ env: productionEnv });
    expect((await browser(t.app).register(EMAIL)).statusCode).toBe(200);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, EMAIL));
  });
  afterAll(() => t.close());

  it('refuses 127.0.0.1 and the LAN address when PUBLIC_URL is localhost:3000', async () => {
    for (const host of ['127.0.0.1:3000', LAN]) {
      const res = await signIn(t, host, `http://${host}`);
      expect(res.statusCode, host).toBe(403);
      expect(res.json().error.code).toBe('UNTRUSTED_ORIGIN');
      expect(res.json().error.details.hint).toMatch(/^Production trusts only PUBLIC_URL's origin/);
    }
  });

  it("signs in from PUBLIC_URL's origin", async () => {
    expect((await signIn(t, 'localhost:3000', 'http://localhost:3000')).statusCode).toBe(200);
  });
});
