import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot, tileOrigin } from './config';

const STRONG_SECRET = randomBytes(48).toString('base64');

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: `${repoRoot}data`,
      publicUrl: 'http://localhost:3000',
      adminEmails: ['admin@souq.test'],
      s3: null,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      geocoderUrl: 'https://nominatim.openstreetmap.org',
      sellerSiteUrl: '',
      seedDemo: true,
      webDist: `${repoRoot}apps/web/dist`,
    });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.warnings).toEqual([expect.stringContaining('AUTH_SECRET')]);
  });

  it('reads reference exchange rates over the defaults and refuses a bad table', () => {
    expect(loadConfig({ EXCHANGE_RATES: 'USD=14500' }).exchangeRates).toMatchObject({
      SYP: 1,
      USD: 14_500,
      TRY: 260,
    });
    expect(problemsOf({ EXCHANGE_RATES: 'USD=abc' })).toEqual([
      expect.stringMatching(/^EXCHANGE_RATES: .*CODE=rate/),
    ]);
  });

  it('ranks plain searches in memory unless SEARCH_INDEX=database says otherwise', () => {
    expect(loadConfig({}).searchIndex).toBe('memory');
    expect(loadConfig({ SEARCH_INDEX: 'database' }).searchIndex).toBe('database');
    expect(problemsOf({ SEARCH_INDEX: 'redis' })).toEqual([
      expect.stringMatching(/^SEARCH_INDEX: /),
    ]);
  });

  it('derives PUBLIC_URL from PORT and resolves relative paths from the repository root', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: 'var/souq', WEB_DIST: '/srv/web' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toBe(`${repoRoot}var/souq`);
    expect(config.webDist).toBe('/srv/web');
  });

  it('lists every bad variable at once, each named, secrets not echoed', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      GEOCODER_URL: 'nope',
      SEED_DEMO: 'perhaps',
      S3_SECRET_KEY: 'hunter2',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'GEOCODER_URL', 'SEED_DEMO']),
    );
    expect(problems.find((p) => p.startsWith('PORT'))).toContain('"abc"');
    expect(problemsOf({ S3_SECRET_KEY: 'hunter2' }).join('\n')).not.toContain('hunter2');
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    expect(problemsOf({ DATABASE_READ_URL: 'postgres://replica/souq' })[0]).toMatch(
      /^DATABASE_READ_URL: .*DATABASE_URL/,
    );
    const config = loadConfig({
      DATABASE_URL: 'postgres://primary/souq',
      DATABASE_READ_URL: 'postgres://replica/souq',
    });
    expect(config.databaseReadUrl).toBe('postgres://replica/souq');
    expect(loadConfig({}).databaseReadUrl).toBeNull();
  });

  it.each(['0', '70000', '3.5', '-1'])('rejects PORT=%s', (port) => {
    expect(problemsOf({ PORT: port })[0]).toMatch(/^PORT:/);
  });

  it('refuses a missing, short, published or low-randomness AUTH_SECRET in production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://souq.example' };
    for (const secret of [
      undefined,
      'k3J9xQ2',
      // The development default earlier releases shipped in the source.
      'souq-development-secret-do-not-use-in-production',
      'x'.repeat(32),
      'y'.repeat(40),
    ]) {
      const problems = problemsOf({ ...production, ...(secret ? { AUTH_SECRET: secret } : {}) });
      expect(problems[0]).toMatch(/^AUTH_SECRET: refused in production/);
      // The message tells how to make a good one, and never echoes the bad one.
      expect(problems[0]).toContain('openssl rand -base64 48');
      if (secret) expect(problems.join('\n')).not.toContain(secret);
    }
    const config = loadConfig({ ...production, AUTH_SECRET: STRONG_SECRET });
    expect(config).toMatchObject({
      isProduction: true,
      authSecret: STRONG_SECRET,
      adminEmails: [],
      seedDemo: false,
      // Production without SMTP still runs, but says where its mail went.
      warnings: expect.arrayContaining([expect.stringContaining('SMTP_URL')]),
    });
    const complete = {
      ...production,
      AUTH_SECRET: STRONG_SECRET,
      SMTP_URL: 'smtp://mail.example.org',
      GEOCODER_URL: 'https://geo.souq.example',
      MAP_TILE_URL: 'https://tiles.souq.example/{z}/{x}/{y}.png',
    };
    expect(loadConfig(complete).warnings).toEqual([]);
  });

  it('never signs with a secret from the source outside production', () => {
    const generated: string[] = [];
    const sources = {
      developmentSecret: (dataDir: string) => {
        generated.push(dataDir);
        return STRONG_SECRET;
      },
    };
    expect(loadConfig({ DATA_DIR: '/srv/souq' }, sources).authSecret).toBe(STRONG_SECRET);
    expect(generated).toEqual(['/srv/souq']);
    // Two laptops never share a secret by default.
    expect(loadConfig({}).authSecret).not.toBe(loadConfig({}).authSecret);
    // A weak secret given outside production works but is named.
    expect(loadConfig({ AUTH_SECRET: 'short' }).warnings).toEqual([
      expect.stringMatching(/AUTH_SECRET is shorter.*production would refuse it/),
    ]);
  });

  it('wants PUBLIC_URL in production, and says which defaults do not fit a public site', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: STRONG_SECRET };
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^PUBLIC_URL: required/)]);
    const warnings = loadConfig({
      ...production,
      PUBLIC_URL: 'http://souq.example',
      SMTP_URL: 'smtp://mail.example.org',
    }).warnings.join('\n');
    expect(warnings).toMatch(/PUBLIC_URL is not https/);
    expect(warnings).toMatch(/GEOCODER_URL is the public Nominatim/);
    expect(warnings).toMatch(/MAP_TILE_URL is the public OpenStreetMap/);
  });

  it('seeds demo data in production only when asked', () => {
    const secret = {
      NODE_ENV: 'production',
      AUTH_SECRET: STRONG_SECRET,
      PUBLIC_URL: 'https://souq.example',
    };
    expect(loadConfig({ ...secret, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('parses ADMIN_EMAILS as a lowercased list and rejects non-emails', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Souq.test , ops@souq.test,' }).adminEmails).toEqual([
      'boss@souq.test',
      'ops@souq.test',
    ]);
    expect(problemsOf({ ADMIN_EMAILS: 'boss@souq.test,nobody' })[0]).toMatch(
      /ADMIN_EMAILS.*nobody/,
    );
  });

  it('wants all four S3 variables or none', () => {
    expect(problemsOf({ S3_BUCKET: 'media' })[0]).toMatch(/all four or none/);
    const config = loadConfig({
      S3_ENDPOINT: 'https://s3.example.org',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY: 'a',
      S3_SECRET_KEY: 'b',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.example.org',
      bucket: 'media',
      accessKey: 'a',
      secretKey: 'b',
    });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it('checks SMTP_URL and MAP_TILE_URL shapes', () => {
    expect(problemsOf({ SMTP_URL: 'http://mail' })[0]).toMatch(/^SMTP_URL/);
    expect(problemsOf({ MAP_TILE_URL: '{z}/{x}/{y}' })[0]).toMatch(/^MAP_TILE_URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.org:465',
    );
  });
});

describe('tileOrigin', () => {
  it('turns a tile template into a CSP source', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tile.example.org:8443/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tile.example.org:8443',
    );
  });

  it('reads the auth rate limits, defaulting to a 15-minute window', () => {
    expect(loadConfig({}).authRateLimits).toEqual({
      windowSeconds: 900,
      loginPerAccount: 10,
      loginPerIp: 30,
      loginPerAccountTotal: 100,
      registerPerIp: 20,
      registerPerEmail: 5,
      resetPerIp: 20,
      resetPerEmail: 5,
    });
    const tight = loadConfig({
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '2',
      AUTH_RATE_LIMIT_LOGIN_PER_IP: '3',
    });
    expect(tight.authRateLimits).toMatchObject({ windowSeconds: 2, loginPerIp: 3 });
    expect(problemsOf({ AUTH_RATE_LIMIT_WINDOW_SECONDS: '0' })[0]).toMatch(
      /^AUTH_RATE_LIMIT_WINDOW_SECONDS/,
    );
  });

  it('trusts proxies only when told which (TRUST_PROXY)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
    ]);
  });
});
