import { Writable } from 'node:stream';
import { paths } from '@souq/domain/paths';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/http/logger';
import { productionEnv, testApp } from './helpers/app';
import { browser, PASSWORD, relative, waitForMail } from './helpers/auth';

/** Logs are JSON lines with a request id, and never carry credentials. */
describe('request logging', () => {
  function capture(level: string) {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, logger: pino(loggerOptions(level) as pino.LoggerOptions, sink) };
  }

  it('logs each request at debug, once, with its id and without cookies or authorization', async () => {
    const { lines, logger } = capture('debug');
    const t = await testApp({ logger });
    try {
      const headers = {
        cookie: 'session=top-secret-cookie',
        authorization: 'Bearer top-secret-token',
      };
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers });
      // Even code that logs the headers must not leak them.
      logger.info({ req: { headers } }, 'headers');
      const output = lines.join('');
      const requestId = res.headers['x-request-id'];
      const requestLines = lines.filter((line) => line.includes('"url":"/api/health"'));
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toContain(`"reqId":"${requestId}"`);
      expect(requestLines[0]).toContain('"level":20');
      expect(requestLines[0]).toContain('"msg":"GET /api/health 200 ');
      expect(requestLines[0]).toContain('"res":{"statusCode":200}');
      expect(output).not.toContain('top-secret');
      expect(output).toContain('[redacted]');
    } finally {
      await t.close();
    }
  });

  it('writes no line per request at the default level (info)', async () => {
    const { lines, logger } = capture('info');
    const t = await testApp({ logger });
    try {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(lines.join('')).not.toContain('/api/');
    } finally {
      await t.close();
    }
  });
});

describe('logs of the auth journey', () => {
  function capture() {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, logger: pino(loggerOptions('debug') as pino.LoggerOptions, sink) };
  }

  it('never carry a password, a hash, a session token or a one-time token from a URL', async () => {
    const { lines, logger } = capture();
    const t = await testApp({ logger });
    try {
      const email = 'logged@example.org';
      const shopper = browser(t.app);
      await shopper.register(email);
      const mail = await waitForMail(t.app, email);
      const verifyToken = new URL(mail.links[0]!).searchParams.get('token')!;
      await shopper.get(relative(mail.links[0]!));
      await shopper.login(email, 'a wrong password!');
      await shopper.login(email);
      const session = decodeURIComponent(shopper.sessionToken()!).split('.')[0]!;
      await shopper.post(paths.api.auth.requestPasswordReset(), { email });
      const reset = await waitForMail(t.app, email, 2);
      await shopper.get(relative(reset.links[0]!));
      const resetToken = new URL(reset.links[0]!).pathname.split('/').pop()!;
      await shopper.post(paths.api.auth.signOut());

      const requestLines = lines.filter((line) => line.includes('"req"')).join('');
      const output = lines.join('');
      expect(output).toContain('/api/auth/verify-email?token=[redacted]');
      expect(output).toContain('/api/auth/reset-password/[redacted]');
      for (const secret of [PASSWORD, 'a wrong password!', '$argon2', session]) {
        expect(output).not.toContain(secret);
      }
      // Request lines never show a one-time token (the dev mail line may, on purpose).
      expect(requestLines).not.toContain(verifyToken);
      expect(requestLines).not.toContain(resetToken);
    } finally {
      await t.close();
    }
  });

  it('withhold the mailed link in production', async () => {
    const { lines, logger } = capture();
    const t = await testApp({
      logger,
      env: productionEnv,
    });
    try {
      await browser(t.app).register('quiet@example.org');
    } finally {
      await t.close(); // waits for the queued mail
    }
    const mailLine = lines.find((line) => line.includes('mail to quiet@example.org'));
    expect(mailLine).toContain('link withheld');
    expect(mailLine).not.toContain('token=');
  });
});
