import type { ErrorCode } from '@souq/domain/errors';
import { AppError } from '../../http/app-error';
import type { GeocoderFailure } from './nominatim-client';

/** The spec's geocoding statuses for a service that is up but said no (spec discovery §8). */
const refusals: Record<number, ErrorCode> = {
  400: 'GEOCODE_INVALID_REQUEST',
  403: 'GEOCODE_REQUEST_DENIED',
  429: 'GEOCODE_QUOTA_EXCEEDED',
};

/** The geocoder answered, but not with places: its refusal in the spec's terms. */
export function refusal(failure: GeocoderFailure): AppError {
  if (failure.kind === 'malformed') return new AppError('GEOCODE_INVALID_LOCATION_DATA');
  const code = refusals[failure.status ?? 0] ?? 'GEOCODE_SEARCH_FAILED';
  const headers: Record<string, string> = failure.retryAfter
    ? { 'retry-after': failure.retryAfter }
    : {};
  return new AppError(code, undefined, { upstream_status: failure.status }, headers);
}

/**
 * The cluster's calls to the geocoder are spent and the gazetteer knows nothing to answer
 * with: the same words as the service's own 429 (we keep its limit for it), with our wait.
 */
export function outOfTurns(retryAfterSeconds: number): AppError {
  return new AppError('GEOCODE_QUOTA_EXCEEDED', undefined, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}
