import { z } from 'zod';

/** One place as a Nominatim-compatible service answers with format=jsonv2&addressdetails=1. */
const nominatimPlace = z.object({
  lat: z.coerce.number().finite().min(-90).max(90),
  lon: z.coerce.number().finite().min(-180).max(180),
  display_name: z.string().trim().min(1),
  address: z.record(z.string(), z.unknown()).optional(),
});
export type NominatimPlace = z.infer<typeof nominatimPlace>;

/**
 * Why the geocoder gave no usable answer. 'unreachable' covers refused connections, DNS
 * failures, timeouts and 5xx (the gazetteer can stand in); 'status' is any other non-2xx
 * (quota, denied, bad request: the service is up and said no); 'malformed' is a 2xx whose
 * body is not what the format promises.
 */
export class GeocoderFailure extends Error {
  constructor(
    readonly kind: 'unreachable' | 'status' | 'malformed',
    readonly status?: number,
    readonly retryAfter?: string,
  ) {
    super(`geocoder ${kind}${status ? ` ${status}` : ''}`);
    this.name = 'GeocoderFailure';
  }
}

export interface NominatimOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
}

/**
 * The server-side client for a Nominatim-compatible API (the public OSM instance or a
 * self-hosted one from GEOCODER_URL). Answers are asked for in Arabic. Nominatim's usage policy
 * asks for an identifying User-Agent; the public instance also allows about 1 request/s, which
 * is why callers cache and rate-limit before they get here.
 */
export function nominatimClient({ baseUrl, userAgent, timeoutMs = 5000 }: NominatimOptions) {
  async function get(endpoint: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(endpoint, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    const query = { ...params, format: 'jsonv2', addressdetails: '1', 'accept-language': 'ar' };
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    // A timer of our own rather than AbortSignal.timeout: the same deadline, on the clock tests
    // can fake (a hanging geocoder is tested without waiting five seconds).
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new DOMException('geocoder timed out', 'TimeoutError')),
      timeoutMs,
    );
    try {
      return await answerOf(url, deadline.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async function answerOf(url: URL, signal: AbortSignal): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal,
        redirect: 'error',
      });
    } catch {
      throw new GeocoderFailure('unreachable');
    }
    if (response.status >= 500) throw new GeocoderFailure('unreachable', response.status);
    if (!response.ok) {
      const retryAfter = response.headers.get('retry-after') ?? undefined;
      throw new GeocoderFailure('status', response.status, retryAfter);
    }
    try {
      return await response.json();
    } catch (error) {
      // The deadline also covers a body that trickles in too slowly.
      const timedOut = error instanceof DOMException && /Timeout|Abort/.test(error.name);
      throw new GeocoderFailure(timedOut ? 'unreachable' : 'malformed');
    }
  }

  return {
    /** Places matching a free-text query, best first (may be empty). */
    async search(q: string, limit: number): Promise<NominatimPlace[]> {
      const body = await get('search', { q, limit: String(limit) });
      const parsed = z.array(nominatimPlace).safeParse(body);
      if (!parsed.success) throw new GeocoderFailure('malformed');
      return parsed.data;
    },

    /** The address at a point, or null when the service knows nothing there. */
    async reverse(lat: number, lng: number): Promise<NominatimPlace | null> {
      const body = await get('reverse', { lat: String(lat), lon: String(lng), zoom: '18' });
      // Nominatim answers 200 { "error": "Unable to geocode" } for a point with no data.
      if (body && typeof body === 'object' && 'error' in body) return null;
      const parsed = nominatimPlace.safeParse(body);
      if (!parsed.success) throw new GeocoderFailure('malformed');
      return parsed.data;
    },
  };
}
export type NominatimClient = ReturnType<typeof nominatimClient>;
