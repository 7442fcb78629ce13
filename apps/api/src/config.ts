import { randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { type ExchangeRates, parseExchangeRates } from '@souq/domain/exchange-rates';
import { z } from 'zod';
import { repoRoot } from './locations';
import { secretWeakness } from './secret-strength';

/**
 * The server's whole configuration, read from environment variables once at boot.
 * loadConfig is pure (env in, config out) so tests cover every rule without a process.
 */
export { repoRoot } from './locations';

const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org';
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
// OpenStreetMap asks for its credit; a translation in the reader's language is accepted.
const DEFAULT_TILE_ATTRIBUTION = '&copy; مساهمو OpenStreetMap';
/** Satellite imagery for the map-type toggle; any XYZ template works (self-hosted in production). */
const DEFAULT_SATELLITE_TILE_URL =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
const DEFAULT_SATELLITE_ATTRIBUTION = 'Tiles &copy; Esri';

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankAsMissing, z.string().trim().optional());
const optionalUrl = z.preprocess(blankAsMissing, z.url().optional());
const envBoolean = z.preprocess(
  blankAsMissing,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
);

const positiveInt = (fallback: number) =>
  z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(1_000_000).default(fallback));

/** Tile templates carry {z}/{x}/{y}/{s}/{r} placeholders; a sample substitution must be a URL. */
const tileTemplate = z
  .string()
  .trim()
  .refine((template) => URL.canParse(sampleTile(template)), 'expected a tile URL template');

const environment = z.object({
  NODE_ENV: z.preprocess(
    blankAsMissing,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(65_535).default(3000)),
  HOST: z.preprocess(blankAsMissing, z.string().trim().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    blankAsMissing,
    z
      .url()
      .refine((url) => /^postgres(ql)?:\/\//.test(url), 'expected postgres:// or postgresql://')
      .optional(),
  ),
  /** A streaming replica of DATABASE_URL for public reads (db/replica-gate.ts). */
  DATABASE_READ_URL: z.preprocess(
    blankAsMissing,
    z
      .url()
      .refine((url) => /^postgres(ql)?:\/\//.test(url), 'expected postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: optionalText,
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: optionalText,
  ADMIN_EMAILS: optionalText,
  SMTP_URL: z.preprocess(
    blankAsMissing,
    z
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), 'expected smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  MAP_TILE_URL: z.preprocess(blankAsMissing, tileTemplate.default(DEFAULT_TILE_URL)),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    blankAsMissing,
    z.string().max(300).default(DEFAULT_TILE_ATTRIBUTION),
  ),
  MAP_SATELLITE_TILE_URL: z.preprocess(
    blankAsMissing,
    tileTemplate.default(DEFAULT_SATELLITE_TILE_URL),
  ),
  MAP_SATELLITE_ATTRIBUTION: z.preprocess(
    blankAsMissing,
    z.string().max(300).default(DEFAULT_SATELLITE_ATTRIBUTION),
  ),
  GEOCODER_URL: z.preprocess(blankAsMissing, z.url().default(DEFAULT_GEOCODER_URL)),
  GEOCODER_REQUESTS_PER_SECOND: positiveInt(1),
  /** Another seller site; unset, 'join as seller' opens this app's own /seller/apply. */
  SELLER_SITE_URL: z.preprocess(blankAsMissing, z.url().optional()),
  /**
   * memory (default): each server ranks plain searches from its own copy of the search index
   * (decision 040); database: every search runs in SQL (a server short of memory).
   */
  SEARCH_INDEX: z.preprocess(blankAsMissing, z.enum(['memory', 'database']).default('memory')),
  /** ل.س per unit, e.g. USD=11000,EUR=12800: orders mixed-currency prices (decision 018). */
  EXCHANGE_RATES: z.preprocess(
    blankAsMissing,
    z
      .string()
      .optional()
      .transform((text, context) => {
        const rates = parseExchangeRates(text ?? '');
        if (typeof rates === 'string') {
          context.addIssue({ code: 'custom', message: rates });
          return z.NEVER;
        }
        return rates;
      }),
  ),
  SEED_DEMO: envBoolean,
  API_DOCS: envBoolean,
  LOG_LEVEL: z.preprocess(
    blankAsMissing,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  WEB_DIST: optionalText,
  TRUST_PROXY: optionalText,
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
  AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt(10),
  AUTH_RATE_LIMIT_LOGIN_PER_IP: positiveInt(30),
  AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT_TOTAL: positiveInt(100),
  AUTH_RATE_LIMIT_REGISTER_PER_IP: positiveInt(20),
  AUTH_RATE_LIMIT_REGISTER_PER_EMAIL: positiveInt(5),
  AUTH_RATE_LIMIT_RESET_PER_IP: positiveInt(20),
  AUTH_RATE_LIMIT_RESET_PER_EMAIL: positiveInt(5),
});

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
}

/**
 * Auth rate limits: how many attempts per fixed window. Login counts failed attempts (a
 * success clears the account's counter); register and reset count every request.
 */
export interface AuthRateLimits {
  windowSeconds: number;
  /** Failed logins on one account from one address (the owner cannot be locked from afar). */
  loginPerAccount: number;
  loginPerIp: number;
  /** Failed logins on one account from addresses it holds no session from (distributed guessing). */
  loginPerAccountTotal: number;
  registerPerIp: number;
  registerPerEmail: number;
  resetPerIp: number;
  resetPerEmail: number;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | null;
  /** A read replica of databaseUrl for public reads, or null. */
  databaseReadUrl: string | null;
  dataDir: string;
  publicUrl: string;
  authSecret: string;
  adminEmails: string[];
  smtpUrl: string | null;
  mailFrom: string;
  s3: S3Config | null;
  mapTileUrl: string;
  mapTileAttribution: string;
  mapSatelliteTileUrl: string;
  mapSatelliteAttribution: string;
  geocoderUrl: string;
  /** Calls to the geocoder per second for the whole cluster (the public Nominatim: 1). */
  geocoderRequestsPerSecond: number;
  sellerSiteUrl: string;
  /** Reference rates to ل.س for sorting and 'approximately' prices, never for charging. */
  exchangeRates: ExchangeRates;
  /** Where plain searches are ranked: a copy of the index in memory, or SQL (decision 040). */
  searchIndex: 'memory' | 'database';
  seedDemo: boolean;
  /** OpenAPI and Swagger UI at /api/docs: on outside production, opt-in (API_DOCS) in it. */
  apiDocs: boolean;
  logLevel: string;
  webDist: string;
  /**
   * Fastify's trustProxy: behind a load balancer the client address comes from
   * X-Forwarded-For, which only the listed proxies may set. false = clients connect directly.
   */
  trustProxy: boolean | string[];
  authRateLimits: AuthRateLimits;
  /** Things worth a log line at boot (e.g. the development secret is in use). */
  warnings: string[];
}

/** Raised with one human sentence per bad variable; main prints them and exits 1. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Where values come from that the environment does not give (tests pass their own). */
export interface ConfigSources {
  /** The secret used outside production when AUTH_SECRET is unset. */
  developmentSecret(dataDir: string): string;
}

const throwawaySecret: ConfigSources = {
  developmentSecret: () => randomBytes(48).toString('base64'),
};

export function loadConfig(
  env: Record<string, string | undefined>,
  sources: ConfigSources = throwawaySecret,
): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = env[name];
        // Secrets are named, never echoed.
        const shown = value === undefined || /SECRET|KEY/.test(name) ? '' : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  const warnings: string[] = [];

  const dataDir = absolute(e.DATA_DIR ?? 'data');
  let authSecret = e.AUTH_SECRET ?? '';
  const weakness = authSecret ? secretWeakness(authSecret) : 'is not set';
  if (weakness && isProduction) {
    problems.push(
      `AUTH_SECRET: refused in production because it ${weakness}; set a long random secret (generate one with: openssl rand -base64 48)`,
    );
  } else if (weakness && authSecret) {
    warnings.push(`AUTH_SECRET ${weakness}: production would refuse it`);
  }
  if (isProduction && !e.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: required in production: the address shoppers open (e.g. https://souq.example); mail links and trusted origins are built from it',
    );
  }

  const adminEmails = (e.ADMIN_EMAILS ?? (isProduction ? '' : 'admin@souq.test'))
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  const badEmails = adminEmails.filter((email) => !z.email().safeParse(email).success);
  if (badEmails.length > 0) problems.push(`ADMIN_EMAILS: not an email: ${badEmails.join(', ')}`);

  const s3Values = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  const s3Count = s3Values.filter(Boolean).length;
  if (s3Count > 0 && s3Count < 4) {
    problems.push(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY: set all four or none of them',
    );
  }

  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    problems.push(
      'DATABASE_READ_URL: a replica of DATABASE_URL; set DATABASE_URL too (the embedded database has no replica)',
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);
  if (!authSecret) {
    // Never a constant from the source: a secret made for this machine and kept with its data.
    authSecret = sources.developmentSecret(dataDir);
    warnings.push('AUTH_SECRET is not set: using a secret generated for this machine');
  }
  if (isProduction) warnings.push(...productionWarnings(e));

  const port = e.PORT;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    databaseReadUrl: e.DATABASE_READ_URL ?? null,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    authSecret,
    adminEmails,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'سوق <no-reply@souq.test>',
    s3:
      s3Count === 4
        ? {
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            accessKey: e.S3_ACCESS_KEY!,
            secretKey: e.S3_SECRET_KEY!,
          }
        : null,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    mapSatelliteTileUrl: e.MAP_SATELLITE_TILE_URL,
    mapSatelliteAttribution: e.MAP_SATELLITE_ATTRIBUTION,
    geocoderUrl: e.GEOCODER_URL,
    geocoderRequestsPerSecond: e.GEOCODER_REQUESTS_PER_SECOND,
    sellerSiteUrl: e.SELLER_SITE_URL ?? '',
    exchangeRates: e.EXCHANGE_RATES,
    searchIndex: e.SEARCH_INDEX,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    apiDocs: e.API_DOCS ?? !isProduction,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: absolute(e.WEB_DIST ?? 'apps/web/dist'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authRateLimits: {
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      loginPerAccount: e.AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT,
      loginPerIp: e.AUTH_RATE_LIMIT_LOGIN_PER_IP,
      loginPerAccountTotal: e.AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT_TOTAL,
      registerPerIp: e.AUTH_RATE_LIMIT_REGISTER_PER_IP,
      registerPerEmail: e.AUTH_RATE_LIMIT_REGISTER_PER_EMAIL,
      resetPerIp: e.AUTH_RATE_LIMIT_RESET_PER_IP,
      resetPerEmail: e.AUTH_RATE_LIMIT_RESET_PER_EMAIL,
    },
    warnings,
  };
}

/** Defaults that work on a laptop but are wrong, or impolite, for a public marketplace. */
function productionWarnings(e: z.infer<typeof environment>): string[] {
  const warnings: string[] = [];
  if (!e.SMTP_URL)
    warnings.push('SMTP_URL is not set: mail is only written to the mail_outbox table');
  const publicUrl = new URL(e.PUBLIC_URL!);
  if (publicUrl.protocol !== 'https:' && !isLoopbackHost(publicUrl.hostname)) {
    warnings.push('PUBLIC_URL is not https: browsers drop the Secure session cookie over http');
  }
  if (e.GEOCODER_URL === DEFAULT_GEOCODER_URL) {
    warnings.push(
      'GEOCODER_URL is the public Nominatim: its usage policy expects a self-hosted geocoder for a production site',
    );
  }
  if (e.MAP_TILE_URL === DEFAULT_TILE_URL) {
    warnings.push(
      'MAP_TILE_URL is the public OpenStreetMap tile server: its usage policy expects your own tiles or a provider for a production site',
    );
  }
  return warnings;
}

const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '[::1]' || host.startsWith('127.');

/** "true" (trust any proxy) or a comma-separated list of proxy addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Relative paths in env are taken from the repository root, so any cwd starts the same server. */
function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

function sampleTile(template: string): string {
  return template.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/gi, '0');
}

/** The origin a CSP must allow for a tile template ({s} subdomains become a wildcard). */
export function tileOrigin(template: string): string {
  const url = new URL(
    template.replace(/\{s\}/g, 'subdomain-placeholder').replace(/\{[a-z]+\}/gi, '0'),
  );
  return `${url.protocol}//${url.host.replace('subdomain-placeholder', '*')}`;
}
