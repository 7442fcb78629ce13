import { paths } from '@souq/domain/paths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema';
import { betterAuthStorages } from '../src/modules/auth/service/better-auth-calls';
import { type TestApp, testApp } from './helpers/app';
import { type Browser, browser, confirmedShopper, relative, waitForMail } from './helpers/auth';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Better Auth's defaults, which Souq keeps: a session lives 7 days, extended after 1. */
const EXPIRES_IN_MS = 7 * DAY_MS;

/**
 * The viewer's one-query session lookup (auth/service/viewers.ts) answers as Better Auth's
 * getSession would: every request reads the session row, so revocation, expiry, a disabled
 * account and a forged cookie take effect at once; an expired session is removed and a
 * session due for extension is extended, as getSession does.
 */
describe('session lookup', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  /** The signed-in user's session row (the newest one). */
  async function sessionOf(email: string) {
    const [row] = await t.database.db
      .select({ token: session.token, expiresAt: session.expiresAt })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, email))
      .orderBy(sql`${session.createdAt} desc`)
      .limit(1);
    return row;
  }

  async function setExpiry(token: string, expiresAt: Date) {
    await t.database.db.update(session).set({ expiresAt }).where(eq(session.token, token));
  }

  const meEmail = async (client: Browser) => {
    const res = await client.me();
    expect(res.statusCode).toBe(200);
    return (res.json().user?.email as string | undefined) ?? null;
  };

  it("leaves Better Auth's AsyncLocalStorages off once its calls are over", async () => {
    // On (Node 20), one turns on promise hooks for every later request of the process.
    const client = await confirmedShopper(t.app, 'lookup-storages@example.org');
    // Several at once, overlapping: the last one to finish switches them off.
    const logins = await Promise.all(
      Array.from({ length: 5 }, () => client.login('lookup-storages@example.org')),
    );
    expect(logins.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const storages = betterAuthStorages();
    expect(storages.length).toBeGreaterThan(0);
    // Node 20's AsyncLocalStorage says whether it is on (and so its hooks).
    expect(storages.map((storage) => Reflect.get(storage, 'enabled'))).toEqual(
      storages.map(() => false),
    );
  });

  it('knows a signed-in shopper, and nobody from a forged or foreign signature', async () => {
    const email = 'lookup-forged@example.org';
    const client = await confirmedShopper(t.app, email);
    expect(await meEmail(client)).toBe(email);

    const [name, value] = [...client.jar].find(([key]) => key.endsWith('session_token'))!;
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf('.'));
    const forger = browser(t.app);
    // The right token signed with another secret, then unsigned: never a session.
    const otherSignature = Buffer.alloc(32, 7).toString('base64');
    forger.jar.set(name, encodeURIComponent(`${token}.${otherSignature}`));
    expect(await meEmail(forger)).toBeNull();
    forger.jar.set(name, token);
    expect(await meEmail(forger)).toBeNull();
    // The genuine cookie, sent after a forged one of the same name: the first counts, as in
    // Better Auth's own reading, so it is nobody too.
    forger.jar.set(name, `${encodeURIComponent(`${token}.${otherSignature}`)}; ${name}=${value}`);
    expect(await meEmail(forger)).toBeNull();
    forger.jar.set(name, value);
    expect(await meEmail(forger)).toBe(email);
  });

  it('signs out at once when the session row goes or the account is disabled', async () => {
    const email = 'lookup-revoked@example.org';
    const client = await confirmedShopper(t.app, email);
    expect(await meEmail(client)).toBe(email);
    await t.database.db.update(user).set({ disabledAt: new Date() }).where(eq(user.email, email));
    expect(await meEmail(client)).toBeNull();
    await t.database.db.update(user).set({ disabledAt: null }).where(eq(user.email, email));
    expect(await meEmail(client)).toBe(email);
    const row = await sessionOf(email);
    await t.database.db.delete(session).where(eq(session.token, row!.token));
    expect(await meEmail(client)).toBeNull();
  });

  it('refuses an expired session and removes it, as Better Auth does', async () => {
    const email = 'lookup-expired@example.org';
    const client = await confirmedShopper(t.app, email);
    const row = await sessionOf(email);
    await setExpiry(row!.token, new Date(Date.now() - 1000));
    expect(await meEmail(client)).toBeNull();
    expect(await sessionOf(email)).toBeUndefined();
  });

  it('extends a session used a day after its last extension, and leaves a fresher one alone', async () => {
    const email = 'lookup-refresh@example.org';
    const client = await confirmedShopper(t.app, email);
    const row = await sessionOf(email);
    // Extended 2 hours ago: not due, the row stays as it is.
    const fresh = new Date(Date.now() + EXPIRES_IN_MS - 2 * 60 * 60 * 1000);
    await setExpiry(row!.token, fresh);
    expect(await meEmail(client)).toBe(email);
    expect((await sessionOf(email))!.expiresAt.getTime()).toBe(fresh.getTime());
    // Extended 2 days ago: due, so it lives 7 days from now again.
    await setExpiry(row!.token, new Date(Date.now() + EXPIRES_IN_MS - 2 * DAY_MS));
    const before = Date.now();
    expect(await meEmail(client)).toBe(email);
    const extended = (await sessionOf(email))!.expiresAt.getTime();
    expect(extended).toBeGreaterThanOrEqual(before + EXPIRES_IN_MS - 1000);
  });

  /** The session cookie a reply set, if any. */
  const sessionCookieOf = (res: { cookies: unknown }) =>
    (res.cookies as { name: string; value: string; maxAge?: number }[]).find((cookie) =>
      cookie.name.endsWith('session_token'),
    );

  it("renews the browser's cookie when a read extends the session, as getSession's endpoint does", async () => {
    const email = 'lookup-renew@example.org';
    const client = await confirmedShopper(t.app, email);
    const row = await sessionOf(email);
    // Not due: no cookie, the sign-in's stays as it is.
    expect(sessionCookieOf(await client.me())).toBeUndefined();
    await setExpiry(row!.token, new Date(Date.now() + EXPIRES_IN_MS - 2 * DAY_MS));
    const res = await client.me();
    expect(res.json().user.email).toBe(email);
    const renewed = sessionCookieOf(res);
    expect(renewed?.maxAge).toBe(EXPIRES_IN_MS / 1000);
    expect(renewed?.value.split('.')[0]).toBe(row!.token);
    // Any route that reads the session renews it, not only /api/me.
    await setExpiry(row!.token, new Date(Date.now() + EXPIRES_IN_MS - 2 * DAY_MS));
    expect(sessionCookieOf(await client.get(paths.api.addresses()))?.maxAge).toBe(
      EXPIRES_IN_MS / 1000,
    );
  });

  it('never renews the cookie that a sign-out clears', async () => {
    const email = 'lookup-renew-signout@example.org';
    const client = await confirmedShopper(t.app, email);
    const row = await sessionOf(email);
    await setExpiry(row!.token, new Date(Date.now() + EXPIRES_IN_MS - 2 * DAY_MS));
    const res = await client.post(paths.api.auth.signOut());
    expect(res.statusCode).toBe(200);
    const sessionCookies = (res.cookies as { name: string; value: string }[]).filter((cookie) =>
      cookie.name.endsWith('session_token'),
    );
    expect(sessionCookies.every((cookie) => cookie.value === '')).toBe(true);
    expect(await meEmail(client)).toBeNull();
  });

  it('never extends a session opened without "remember me", yet keeps it until it expires', async () => {
    const email = 'lookup-dont-remember@example.org';
    const client = browser(t.app);
    await client.register(email);
    const mail = await waitForMail(t.app, email);
    await client.get(relative(mail.links[0]!));
    const login = await client.post(paths.api.auth.signIn(), {
      email,
      password: 'correct horse battery',
      rememberMe: false,
    });
    expect(login.statusCode).toBe(200);
    expect([...client.jar.keys()].some((name) => name.endsWith('dont_remember'))).toBe(true);
    const row = await sessionOf(email);
    const due = new Date(Date.now() + EXPIRES_IN_MS - 2 * DAY_MS);
    await setExpiry(row!.token, due);
    expect(await meEmail(client)).toBe(email);
    expect((await sessionOf(email))!.expiresAt.getTime()).toBe(due.getTime());
  });
});
