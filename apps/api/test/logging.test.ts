import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/http/logger';
import { testApp } from './helpers/app';

/** Logs are JSON lines with a request id, and never carry credentials. */
describe('request logging', () => {
  it('logs each request with its id and without cookies or authorization', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as pino.LoggerOptions;
    const logger = pino(options, sink);
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
      expect(output).toContain(`"reqId":"${requestId}"`);
      expect(output).toContain('"url":"/api/health"');
      expect(output).not.toContain('top-secret');
      expect(output).toContain('[redacted]');
    } finally {
      await t.close();
    }
  });
});
