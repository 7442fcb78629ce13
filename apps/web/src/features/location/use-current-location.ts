import type { Coordinates } from '@souq/domain/distance';
import { useCallback, useRef, useState } from 'react';
import { getCurrentLocation } from './current-location';
import {
  type LocationErrorCode,
  type LocationResult,
  locationErrorMessage,
} from './location-errors';

export type LocationStatus = 'idle' | 'locating' | 'located' | 'failed';

export interface CurrentLocation {
  status: LocationStatus;
  /** The last position found; kept when a later attempt fails. */
  location: Coordinates | null;
  error: LocationErrorCode | null;
  /** Arabic text of error, ready to show. */
  errorMessage: string | null;
  /** Asks for the position (the browser or native prompt on first use). */
  locate: () => Promise<LocationResult>;
  clearError: () => void;
}

/**
 * The shopper's position on demand. Nothing is asked until locate() is called: the prompt
 * should follow a tap on 'near me' or 'locate me', not a page load.
 */
export function useCurrentLocation(): CurrentLocation {
  const [status, setStatus] = useState<LocationStatus>('idle');
  const [location, setLocation] = useState<Coordinates | null>(null);
  const [error, setError] = useState<LocationErrorCode | null>(null);
  const pending = useRef<Promise<LocationResult> | null>(null);

  const locate = useCallback(() => {
    // a second tap while the prompt is open joins the first request
    if (pending.current) return pending.current;
    setStatus('locating');
    const request = getCurrentLocation().then((result) => {
      pending.current = null;
      if (result.ok) {
        setLocation(result.location);
        setError(null);
        setStatus('located');
      } else {
        setError(result.error);
        setStatus('failed');
      }
      return result;
    });
    pending.current = request;
    return request;
  }, []);

  const clearError = useCallback(() => setError(null), []);

  return {
    status,
    location,
    error,
    errorMessage: error ? locationErrorMessage(error) : null,
    locate,
    clearError,
  };
}
