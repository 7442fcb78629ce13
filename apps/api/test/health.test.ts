import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { type TestApp, testApp } from './helpers/app';
import { freshDatabase } from './helpers/db';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('answers ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 once the database is gone', async () => {
    const database = await freshDatabase();
    const broken = await testApp({ database });
    await database.close();
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', db: 'unreachable' });
    } finally {
      await broken.close();
    }
  });

  it('answers 503 when the database hangs longer than the timeout', async () => {
    const database = await freshDatabase();
    const hanging: Database = { ...database, ping: () => new Promise(() => {}) };
    const slow = await testApp({ database: hanging, healthTimeoutMs: 100 });
    try {
      const started = Date.now();
      const res = await slow.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', db: 'unreachable' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await slow.close();
      await database.close();
    }
  });
});
