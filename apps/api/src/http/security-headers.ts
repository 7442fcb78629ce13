import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { tileOrigin } from '../config';

export interface SecurityHeaderOptions {
  mapTileUrl: string;
  geocoderUrl: string;
  isProduction: boolean;
}

/**
 * One strict CSP for everything we serve (SPA, API, media, docs). The SPA loads only its
 * own scripts; map tiles and the geocoder are the only third-party origins it talks to.
 * style-src keeps 'unsafe-inline' because vendor themes inject sanitised style at run time.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions) {
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(options.mapTileUrl)],
    connectSrc: ["'self'", new URL(options.geocoderUrl).origin],
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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  await app.register(helmet, {
    global: true,
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
  });
}
