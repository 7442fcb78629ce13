import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';

describe('POST /api/newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const subscribe = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });
  const stored = async () =>
    (await t.database.db.select({ n: count() }).from(newsletterSubscriptions))[0]!.n;
  const emails = async () =>
    (await t.database.db.select().from(newsletterSubscriptions)).map((row) => row.email);

  it('subscribes a new address with 201, storing it trimmed and lowercased', async () => {
    const res = await subscribe({ email: '  Reader@Example.COM ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'subscribed' });
    expect(await emails()).toEqual(['reader@example.com']);
  });

  it('answers a repeat with 200 and the same body, storing nothing new', async () => {
    const res = await subscribe({ email: 'reader@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'subscribed' });
    expect(await stored()).toBe(1);
  });

  it('stores one row under concurrent duplicates', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => subscribe({ email: 'race@example.com' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await emails()).filter((e) => e === 'race@example.com')).toHaveLength(1);
  });

  it.each([
    ['not an email', { email: 'reader' }],
    ['empty', { email: '' }],
    ['missing', {}],
    ['too long', { email: `${'a'.repeat(250)}@example.com` }],
    ['wrong type', { email: 42 }],
  ])('rejects %s with 400 and writes nothing', async (_, payload) => {
    const before = await stored();
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details[0]).toMatchObject({ in: 'body', field: 'email' });
    expect(await stored()).toBe(before);
  });
});
