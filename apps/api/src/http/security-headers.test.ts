import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const options = {
  mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  mapSatelliteTileUrl: 'https://sat.example/{z}/{y}/{x}',
  isProduction: false,
};

describe('securityHeaders (worked out once per process)', () => {
  it('names the tile origins in the CSP and denies framing', () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tiles.example https://sat.example",
    );
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('pins https and upgrades requests in production only', () => {
    const laptop = securityHeaders(options);
    expect(laptop['strict-transport-security']).toBeUndefined();
    expect(laptop['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const production = securityHeaders({ ...options, isProduction: true });
    expect(production['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
