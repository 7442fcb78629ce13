import { authMessages } from '@souq/domain/locales/ar/auth';
import { paths } from '@souq/domain/paths';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits } from '../src/db/schema';
import { databaseRateLimitStore } from '../src/modules/auth/repository/rate-limit-store';
import { type TestApp, testApp } from './helpers/app';
import { browser, confirmedShopper, PASSWORD } from './helpers/auth';

// Long enough that a loaded machine never sees a window end by itself mid-test; the end of a
// window is simulated (endWindows), and the store's own expiry is tested below.
const WINDOW_SECONDS = 600;

/** The database's clock, which sets and ends the windows (not this process's). */
async function databaseNow(t: TestApp): Promise<number> {
  const { rows } = await t.database.db.execute(
    sql`select (extract(epoch from now()) * 1000)::float8 as ms`,
  );
  return Number((rows[0] as { ms: number | string }).ms);
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp({
    env: {
      AUTH_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
      AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT: '10',
      AUTH_RATE_LIMIT_LOGIN_PER_IP: '15',
      AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT_TOTAL: '10',
      AUTH_RATE_LIMIT_REGISTER_PER_IP: '3',
      AUTH_RATE_LIMIT_RESET_PER_EMAIL: '2',
    },
  });
});
afterAll(() => t.close());

/** Login, register and reset limits per account/email and per address, in a short window. */
describe('auth rate limits', () => {
  it('stops wrong passwords for one account before the 20th; a right one works after the window', async () => {
    const email = 'target@example.org';
    await confirmedShopper(t.app, email);
    // Every guess from a different address: the per-account total alone must stop them.
    const statuses: number[] = [];
    let last = null;
    for (let i = 1; i < 20; i++) {
      last = await browser(t.app, { remoteAddress: `198.51.100.${i}` }).login(email, `guess-${i}`);
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(9).fill(429));
    expect(last!.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: authMessages.tooManyAttempts,
    });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);

    // Locked: even the right password waits (or guessing would go on behind the lock).
    const locked = await browser(t.app, { remoteAddress: '198.51.100.50' }).login(email);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The window ends (every counter's expiry reached).
    await t.database.db.update(authRateLimits).set({ expiresAt: sql`now()` });
    const after = await browser(t.app, { remoteAddress: '198.51.100.50' }).login(email);
    expect(after.statusCode).toBe(200);
  });

  it("never lets a stranger's wrong passwords lock the owner out where they sign in", async () => {
    const email = 'owner@example.org';
    await confirmedShopper(t.app, email);
    const home = '192.0.2.10';
    expect((await browser(t.app, { remoteAddress: home }).login(email)).statusCode).toBe(200);

    // One attacker elsewhere: stopped after 10 guesses on this account from that address.
    const attacker = browser(t.app, { remoteAddress: '203.0.113.66' });
    const guesses: number[] = [];
    for (let i = 0; i < 12; i++)
      guesses.push((await attacker.login(email, `guess-${i}`)).statusCode);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(guesses.slice(10)).toEqual([429, 429]);
    // Many attackers: the account's total for strange addresses runs out too.
    for (let i = 1; i <= 12; i++) {
      await browser(t.app, { remoteAddress: `198.18.0.${i}` }).login(email, `spray-${i}`);
    }
    expect((await browser(t.app, { remoteAddress: '198.18.1.1' }).login(email)).statusCode).toBe(
      429,
    );

    // The owner, at home, still signs in; and is not locked by their own typos either.
    expect((await browser(t.app, { remoteAddress: home }).login(email, 'typo')).statusCode).toBe(
      401,
    );
    expect((await browser(t.app, { remoteAddress: home }).login(email)).statusCode).toBe(200);
  });

  it('counts failures per address across accounts', async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await browser(t.app, { remoteAddress: ip }).login(
        `spray-${i}@example.org`,
        PASSWORD,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(401));
    expect(statuses[15]).toBe(429);
    const elsewhere = await browser(t.app, { remoteAddress: '203.0.113.10' }).login(
      'spray-0@example.org',
      PASSWORD,
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  it('does not count successful logins against the address', async () => {
    const email = 'regular@example.org';
    await confirmedShopper(t.app, email);
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++) {
      expect((await browser(t.app, { remoteAddress: ip }).login(email)).statusCode).toBe(200);
    }
  });

  it('limits registrations per address', async () => {
    const ip = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await browser(t.app, { remoteAddress: ip }).register(`new-${i}@example.org`)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits reset requests per email, with the same answer for unknown emails', async () => {
    const ask = (email: string, ip: string) =>
      browser(t.app, { remoteAddress: ip }).post(paths.api.auth.requestPasswordReset(), { email });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await ask('ghost@example.org', `192.0.2.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

/** The store on the same database (its keys are its own): no app of its own needed. */
describe('rate limit store', () => {
  it('counts concurrent hits atomically (no two see the same count)', async () => {
    const store = databaseRateLimitStore(t.database.db);
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit('concurrent', 60)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the old one has ended, and forgets on reset', async () => {
    const store = databaseRateLimitStore(t.database.db);
    const before = await databaseNow(t);
    const first = await store.hit('short', 1);
    const after = await databaseNow(t);
    // The window is one second of the database's clock from the first hit...
    // (whole milliseconds: a Date drops the database's microseconds)
    expect(first.resetAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before) + 1000);
    expect(first.resetAt.getTime()).toBeLessThanOrEqual(Math.ceil(after) + 1000);
    expect((await store.hit('short', 1)).count).toBe(2);
    // ...and once that clock reaches its end, the next hit starts a new one.
    await t.database.db
      .update(authRateLimits)
      .set({ expiresAt: sql`now()` })
      .where(eq(authRateLimits.key, 'short'));
    expect((await store.hit('short', 1)).count).toBe(1);
    await store.undo('short');
    expect((await store.hit('short', 1)).count).toBe(1);
    await store.reset('short');
    expect((await store.hit('short', 60)).count).toBe(1);
  });
});
