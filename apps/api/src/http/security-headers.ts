import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { tileOrigin } from '../config';

export interface SecurityHeaderOptions {
  mapTileUrl: string;
  mapSatelliteTileUrl: string;
  isProduction: boolean;
}

/**
 * One strict CSP for everything we serve (SPA, API, media, docs). The SPA loads only its
 * own scripts; map tiles are the only third-party origin it loads.
 * style-src keeps 'unsafe-inline' because vendor themes inject sanitised style at run time.
 */
function contentSecurityPolicy(options: SecurityHeaderOptions) {
  return {
    defaultSrc: ["'self'"],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      tileOrigin(options.mapTileUrl),
      tileOrigin(options.mapSatelliteTileUrl),
    ],
    // The SPA geocodes through our API (cache, fallback gazetteer), never the geocoder itself.
    connectSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Helmet adds upgrade-insecure-requests by default; on plain-http laptops it breaks loads.
    upgradeInsecureRequests: options.isProduction ? [] : null,
  };
}

/**
 * Powerful browser features our pages may use: location (vendors map, address picker) and the
 * camera (delivery-proof photos) on our own origin; nothing else, and nothing for an embedded
 * frame or an injected script from elsewhere. Only features browsers know: an unknown one
 * ("bluetooth" in Chromium) is ignored and prints a console warning on every page.
 */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

function helmetOptions(options: SecurityHeaderOptions): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Agrees with frame-ancestors 'none' for browsers that only read the old header.
    xFrameOptions: { action: 'deny' },
    // HSTS on a laptop would pin localhost to https for a year.
    strictTransportSecurity: options.isProduction
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // Media is embedded by the mobile wrapper and other origins (CDN); allow cross-origin reads.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, worked out once: they depend only on the configuration, and
 * @fastify/helmet rebuilt the whole policy (parsing every directive) on every request.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(options))({} as never, collector, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
