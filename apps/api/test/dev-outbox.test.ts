import { mailText } from '@souq/domain/locales/ar/mail';
import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv, type TestApp, testApp } from './helpers/app';
import { browser, outbox, waitForMail } from './helpers/auth';

/** Without SMTP, mail lands in the outbox: JSON and an Arabic page, newest first. */
describe('dev outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    await browser(t.app).register('first@example.org');
    await waitForMail(t.app, 'first@example.org');
    await browser(t.app).register('second@example.org');
    await waitForMail(t.app, 'second@example.org');
  });
  afterAll(() => t.close());

  it('serves every message as JSON, newest first, links absolute', async () => {
    const res = await t.app.inject({ method: 'GET', url: paths.api.devOutboxJson() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const mails = res.json();
    expect(mails.map((m: { to: string }) => m.to)).toEqual([
      'second@example.org',
      'first@example.org',
    ]);
    expect(mails[0]).toEqual({
      id: expect.any(String),
      to: 'second@example.org',
      subject: mailText.verifySubject,
      text: expect.stringContaining('http://localhost:3000/api/auth/verify-email?token='),
      html: expect.stringContaining('dir="rtl"'),
      links: [expect.stringMatching(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/)],
      created_at: expect.any(String),
    });
    expect(Date.parse(mails[0].created_at)).toBeGreaterThanOrEqual(Date.parse(mails[1].created_at));
  });

  it('filters by recipient', async () => {
    const mails = await outbox(t.app, 'first@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('first@example.org');
    const bad = await t.app.inject({ method: 'GET', url: `${paths.api.devOutboxJson()}?to=nope` });
    expect(bad.statusCode).toBe(400);
  });

  it('shows an Arabic RTL page with clickable links, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: paths.api.devOutbox() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('dir="rtl"');
    expect(res.body).toContain(mailText.outboxTitle);
    expect(res.body).toMatch(
      /<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+&amp;callbackURL=/,
    );
    expect(res.body.indexOf('second@example.org')).toBeLessThan(
      res.body.indexOf('first@example.org'),
    );
  });

  it('answers only a browser on this machine: not the network, not through a proxy', async () => {
    const urls = [paths.api.devOutbox(), paths.api.devOutboxJson()];
    const refused = [
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '10.0.0.7' },
      { remoteAddress: '2001:db8::1' },
      // A reverse proxy on this machine connects from loopback on behalf of anyone.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.9' } },
    ];
    for (const url of urls) {
      for (const { remoteAddress, headers } of refused) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress, headers });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.body).not.toContain('verify-email');
      }
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(200);
      }
    }
  });

  it('cannot be reached by claiming loopback in X-Forwarded-For, even behind a trusted proxy', async () => {
    const proxied = await testApp({ database: t.database, env: { TRUST_PROXY: 'true' } });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: paths.api.devOutboxJson(),
        remoteAddress: '192.168.1.20',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production', async () => {
    const production = await testApp({
      database: t.database,
      env: productionEnv,
    });
    try {
      for (const url of [paths.api.devOutbox(), paths.api.devOutboxJson()]) {
        const res = await production.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html' },
        });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    } finally {
      await production.close();
    }
  });
});
