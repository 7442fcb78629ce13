import { apiErrors } from '@souq/domain/locales/ar/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error';
import { type TestApp, testApp } from './helpers/app';

/** Every failure is `{ error: { code, message, details? } }` with the code's own status. */
describe('error model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({
      beforeReady(app) {
        app.get('/api/test/conflict', async () => {
          throw new AppError('OUT_OF_STOCK', 'الكمية المطلوبة غير متوفرة', { productId: 'p1' });
        });
        app.get('/api/test/crash', async () => {
          throw new Error('connection to 10.0.0.5 refused: secret internals');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers unknown API, function and media paths with JSON 404', async () => {
    for (const url of ['/api/unknown', '/functions/v1/nope', '/media/none.jpg', '/api']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: apiErrors.NOT_FOUND } });
    }
  });

  it('answers a non-page request to an unknown path with JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/whatever', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('maps an AppError to its status, keeping its specific Arabic message and details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'OUT_OF_STOCK',
        message: 'الكمية المطلوبة غير متوفرة',
        details: { productId: 'p1' },
      },
    });
  });

  it('hides unexpected errors behind a generic Arabic 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: apiErrors.INTERNAL } });
    expect(res.body).not.toContain('10.0.0.5');
  });

  it('answers invalid input with 400 and per-field details', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/functions/v1/export-products?limit=abc',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(apiErrors.VALIDATION_FAILED);
    expect(error.details).toEqual([
      expect.objectContaining({ in: 'querystring', field: 'limit', message: expect.any(String) }),
    ]);
  });

  it('answers NUL characters (which PostgreSQL text cannot hold) with 400, not 500', async () => {
    for (const query of ['q=%00', 'category=a%00b', 'vendor_id=%00']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/functions/v1/export-products?${query}`,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'a\u0000@b.co' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().error.details).toEqual([
      expect.objectContaining({ in: 'body', field: 'email' }),
    ]);
    // What the schema does not know is dropped before anything is stored: no need to look.
    const stripped = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'nul@b.co', extra: { deep: ['x\u0000'] } },
    });
    expect(stripped.statusCode).toBe(201);
  });

  it('reads no body worth the name on a route that declares none (1 MB of junk is 413)', async () => {
    const junk = JSON.stringify(Array.from({ length: 200_000 }, (_, i) => i));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'content-type': 'application/json' },
      payload: junk,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: apiErrors.PAYLOAD_TOO_LARGE },
    });
  });

  it('answers a body that is not JSON with 415 (text/plain included: no cross-site form posts)', async () => {
    for (const type of ['application/xml', 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'content-type': type },
        payload: 'email=a@b.co',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('answers a wrong method on a known path with a JSON error, not a page', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect([404, 405]).toContain(res.statusCode);
    expect(res.json().error.code).toMatch(/NOT_FOUND|METHOD_NOT_ALLOWED/);
  });
});
