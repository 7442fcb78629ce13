import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import {
  browser,
  confirmedShopper,
  outbox,
  relative,
  SITE_ORIGIN,
  waitForMail,
} from './helpers/auth';

/** A phone user's mail links keep to /mobile: the callback picks the tree, never the place. */
describe('mail links of the /mobile tree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('lands the confirmation of a /mobile sign-up on /mobile/auth?verified=1', async () => {
    const email = 'phone-signup@example.org';
    const res = await browser(t.app).register(email, { callbackURL: paths.mobile.auth() });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await waitForMail(t.app, email);
    const landed = await browser(t.app).get(relative(mail.links[0]!));
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe(`${SITE_ORIGIN}/mobile/auth?verified=1`);
  });

  it('keeps a web sign-up on /auth, and an edited mobile link on our own origin', async () => {
    const email = 'web-signup@example.org';
    await browser(t.app).register(email);
    const mail = await waitForMail(t.app, email);
    const web = await browser(t.app).get(relative(mail.links[0]!));
    expect(web.headers.location).toBe(`${SITE_ORIGIN}/auth?verified=1`);

    const other = 'phone-edited@example.org';
    await browser(t.app).register(other);
    const link = new URL((await waitForMail(t.app, other)).links[0]!);
    link.searchParams.set('callbackURL', 'https://evil.example/mobile/auth');
    const edited = await browser(t.app).get(relative(link.toString()));
    expect(edited.headers.location).toBe(`${SITE_ORIGIN}/mobile/auth?verified=1`);
  });

  it('sends a reset asked for from /mobile to /mobile/auth?mode=reset', async () => {
    const email = 'phone-reset@example.org';
    await confirmedShopper(t.app, email);
    const before = (await outbox(t.app, email)).length;
    await browser(t.app).post(paths.api.auth.requestPasswordReset(), {
      email,
      redirectTo: '/mobile/auth?mode=reset',
    });
    const mail = await waitForMail(t.app, email, before + 1);
    const res = await browser(t.app).get(relative(mail.links[0]!));
    expect(res.statusCode).toBe(302);
    const target = new URL(String(res.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE_ORIGIN}/mobile/auth`);
    expect(target.searchParams.get('mode')).toBe('reset');
    expect(target.searchParams.get('token')).toBeTruthy();
  });
});
