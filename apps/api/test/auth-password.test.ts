import { authMessages } from '@souq/domain/locales/ar/auth';
import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import {
  browser,
  confirmedShopper,
  outbox,
  PASSWORD,
  relative,
  SITE_ORIGIN,
  waitForMail,
} from './helpers/auth';

const NEW_PASSWORD = 'a brand new secret';

/** Forgotten password (mailed link -> /auth?mode=reset) and changing it while signed in. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('password reset', () => {
  const email = 'forgetful@example.org';

  it('gives a known and an unknown email the same answer, and mails only the known one', async () => {
    await confirmedShopper(t.app, email);
    const before = (await outbox(t.app, email)).length;
    const guest = browser(t.app);
    const known = await guest.post(paths.api.auth.requestPasswordReset(), {
      email,
      redirectTo: 'https://evil.example/steal',
    });
    const unknown = await guest.post(paths.api.auth.requestPasswordReset(), {
      email: 'stranger@example.org',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ status: true, message: authMessages.resetLinkSent });
    const mail = await waitForMail(t.app, email, before + 1);
    expect(mail.links[0]).toMatch(/\/api\/auth\/reset-password\/[^?]+\?callbackURL=/);
    expect(mail.links[0]).not.toContain('evil.example');
    expect(await outbox(t.app, 'stranger@example.org')).toEqual([]);
  });

  it('follows the link to /auth?mode=reset&token=..., sets the password and revokes every session', async () => {
    const signedIn = browser(t.app);
    expect((await signedIn.login(email)).statusCode).toBe(200);
    expect((await signedIn.me()).json().user.email).toBe(email);

    const [mail] = await outbox(t.app, email);
    const link = await browser(t.app).get(relative(mail!.links[0]!));
    expect(link.statusCode).toBe(302);
    const target = new URL(String(link.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE_ORIGIN}/auth`);
    expect(target.searchParams.get('mode')).toBe('reset');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await browser(t.app).post(paths.api.auth.resetPassword(), {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    expect((await signedIn.me()).json().user).toBeNull();
    expect((await browser(t.app).login(email)).statusCode).toBe(401);
    expect((await browser(t.app).login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await browser(t.app).post(paths.api.auth.resetPassword(), {
      token,
      newPassword: 'yet another password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({
      code: 'INVALID_TOKEN',
      message: authMessages.resetTokenInvalid,
    });
  });

  it('never carries the token to an origin the link names (the native localhost included)', async () => {
    await browser(t.app).post(paths.api.auth.requestPasswordReset(), { email });
    const [mail] = await outbox(t.app, email);
    for (const elsewhere of [
      'http://localhost/x',
      'https://localhost/x',
      'capacitor://localhost',
    ]) {
      const link = new URL(mail!.links[0]!);
      link.searchParams.set('callbackURL', elsewhere);
      const res = await browser(t.app).get(relative(link.toString()));
      expect(res.statusCode).toBe(302);
      const target = new URL(String(res.headers.location));
      expect(`${target.origin}${target.pathname}`).toBe(`${SITE_ORIGIN}/auth`);
    }
  });

  it('sends a bad link back to the reset form with an error instead of a token', async () => {
    const res = await browser(t.app).get(
      `${paths.api.auth.resetPassword()}/not-a-token?callbackURL=${encodeURIComponent(`${SITE_ORIGIN}/auth?mode=reset`)}`,
    );
    expect(res.statusCode).toBe(302);
    const target = new URL(String(res.headers.location));
    expect(target.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(target.searchParams.get('token')).toBeNull();
  });

  it('validates the new password with the Arabic rule', async () => {
    const res = await browser(t.app).post(paths.api.auth.resetPassword(), {
      token: 'whatever',
      newPassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].message).toBe(authMessages.passwordTooShort);
  });
});

describe('change password', () => {
  const email = 'changer@example.org';

  it('needs a session', async () => {
    const res = await browser(t.app).post(paths.api.auth.changePassword(), {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a wrong current password with an Arabic form error', async () => {
    const shopper = await confirmedShopper(t.app, email);
    const res = await shopper.post(paths.api.auth.changePassword(), {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: authMessages.currentPasswordWrong,
    });
  });

  it('changes it: the new password logs in, the old one does not', async () => {
    const shopper = browser(t.app);
    await shopper.login(email);
    const res = await shopper.post(paths.api.auth.changePassword(), {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    expect(res.body).not.toContain('token');
    expect((await browser(t.app).login(email)).statusCode).toBe(401);
    expect((await browser(t.app).login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
