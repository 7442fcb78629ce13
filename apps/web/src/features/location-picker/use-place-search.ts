import { geocodingText } from '@souq/domain/locales/ar/geocoding';
import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { useRef, useState } from 'react';
import { apiMessageOf } from '@/lib/http';
import { searchPlaces } from './geocode-api';

export type PlaceSearchState =
  | { status: 'idle' | 'searching' }
  | { status: 'found'; results: GeocodePlace[] }
  | { status: 'failed'; message: string };

/**
 * Address search through our API. Spec discovery §5: an empty query is ignored. A newer search
 * makes an older answer irrelevant, so only the latest one is shown.
 */
export function usePlaceSearch() {
  const [state, setState] = useState<PlaceSearchState>({ status: 'idle' });
  const latest = useRef<AbortController | null>(null);

  async function search(text: string) {
    const query = text.trim();
    if (!query) return;
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setState({ status: 'searching' });
    try {
      const results = await searchPlaces(query, controller.signal);
      if (controller.signal.aborted) return;
      setState(
        results.length > 0
          ? { status: 'found', results }
          : { status: 'failed', message: geocodingText.noResults },
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'failed', message: apiMessageOf(error) ?? geocodingText.searchFailed });
    }
  }

  /** Clears the results once one is chosen. */
  const reset = () => setState({ status: 'idle' });
  return { state, search, reset };
}
