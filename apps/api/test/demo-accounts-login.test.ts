import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedAccounts } from '../src/seed/data/accounts';
import { ensureDemoAccounts, lockDemoAccounts } from '../src/seed/demo-accounts';
import { type TestApp, testApp } from './helpers/app';
import { browser } from './helpers/auth';

/** The seeded demo accounts (README) log in through Better Auth as their roles. */
describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    await t.database.db.transaction((tx) => ensureDemoAccounts(tx, seedAccounts));
  });
  afterAll(() => t.close());

  it.each([
    ['shopper@souq.test', 'shopper', false],
    ['admin@souq.test', 'admin', false],
  ] as const)('%s logs in as %s', async (email, type, needsProfileCompletion) => {
    const demo = browser(t.app);
    expect((await demo.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await demo.me()).json()).toMatchObject({ user: { type }, needsProfileCompletion });
  });

  it('logs the demo vendor owner in as a vendor', async () => {
    const vendor = seedAccounts.find((account) => account.role === 'vendor')!;
    const demo = browser(t.app);
    expect((await demo.login(vendor.email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await demo.me()).json().user.type).toBe('vendor');
  });
});

/** The README publishes the demo password: in production it must open nothing. */
describe('demo accounts in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('are locked at a production start, sessions included, even after a laptop demo', async () => {
    await t.database.db.transaction((tx) => ensureDemoAccounts(tx, seedAccounts));
    const demo = browser(t.app);
    expect((await demo.login('shopper@souq.test', DEMO_PASSWORD)).statusCode).toBe(200);

    expect(await lockDemoAccounts(t.database.db)).toBe(seedAccounts.length);
    expect((await demo.me()).json().user).toBeNull();
    for (const account of seedAccounts) {
      const res = await browser(t.app).login(account.email, DEMO_PASSWORD);
      expect(res.statusCode, account.email).toBe(401);
    }
    // A production seed (SEED_DEMO=true) creates the accounts without any password.
    await t.database.db.transaction((tx) =>
      ensureDemoAccounts(tx, seedAccounts, { signIn: false }),
    );
    expect((await browser(t.app).login('admin@souq.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect(await lockDemoAccounts(t.database.db)).toBe(0);
  });
});
