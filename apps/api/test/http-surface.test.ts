import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_EXCHANGE_RATES } from '@souq/domain/exchange-rates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv, type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

/** Cross-cutting behaviour every answer shares: headers, compression, docs, public config. */
describe('HTTP surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({
      env: {
        MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        MAP_SATELLITE_TILE_URL: 'https://sat.example.org/{z}/{y}/{x}',
        MAP_TILE_ATTRIBUTION: 'tiles: example',
        GEOCODER_URL: 'https://geo.example.org/search',
        SELLER_SITE_URL: 'https://sellers.example.org',
      },
    });
    const f = fixtures(t.database.db);
    const shop = await f.vendor();
    for (let i = 0; i < 30; i++) {
      await f.product(shop.id, { name: `منتج طويل الوصف ${i}`, description: 'وصف '.repeat(40) });
    }
  });
  afterAll(() => t.close());

  it('sends security headers with a strict CSP naming only the tile origins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob: https://*.tiles.example.org https://sat.example.org",
      // The browser geocodes through our API, never the geocoder itself.
      "connect-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "font-src 'self' data:",
      "media-src 'self' blob:",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Not production: no HSTS pinning localhost to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('pins https with HSTS in production only', async () => {
    const production = await testApp({
      database: t.database,
      env: productionEnv,
    });
    try {
      const res = await production.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await production.close();
    }
  });

  it('limits powerful browser features: location and camera for our pages only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(res.headers['permissions-policy']);
    expect(policy).toContain('geolocation=(self)');
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('payment=()');
  });

  it('serves no API docs in production unless API_DOCS=true', async () => {
    const hidden = await testApp({ database: t.database, env: productionEnv });
    const shown = await testApp({
      database: t.database,
      env: { ...productionEnv, API_DOCS: 'true' },
    });
    try {
      for (const url of ['/api/docs/json', '/api/docs/']) {
        expect((await hidden.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
        expect((await shown.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      // The API itself is unchanged.
      expect((await hidden.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await hidden.close();
      await shown.close();
    }
  });

  it('sends the same headers on errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses a big JSON answer with brotli or gzip, as asked', async () => {
    const url = '/functions/v1/export-products?limit=30';
    const plain = await t.app.inject({ method: 'GET', url });
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers uncompressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('serves the public runtime config and nothing secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sellerSiteUrl: 'https://sellers.example.org',
      mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      mapTileAttribution: 'tiles: example',
      mapSatelliteTileUrl: 'https://sat.example.org/{z}/{y}/{x}',
      mapSatelliteAttribution: 'Tiles &copy; Esri',
      // Reference rates order mixed-currency prices (decision 018): public by design.
      exchangeRates: DEFAULT_EXCHANGE_RATES,
    });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('documents every route in OpenAPI, with Swagger UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/config',
      '/api/newsletter',
      '/functions/v1/export-products',
      '/functions/v1/export-categories',
      '/functions/v1/export-clients',
      '/api/me',
      '/api/me/profile/complete',
      '/api/me/profile',
      '/api/me/preferences',
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
    ]) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
    const params = spec.paths['/functions/v1/export-products'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(params).toEqual(
      expect.arrayContaining([
        'vendor_id',
        'product_id',
        'category',
        'limit',
        'offset',
        'q',
        'search_in',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
