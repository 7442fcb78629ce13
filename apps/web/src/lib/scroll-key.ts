import type { Location } from 'react-router';

/**
 * The key a page's scroll position is saved under. Pages reached inside the app have their
 * own history key, so Back restores each one. A page loaded afresh (typed, a mail link, a new
 * page in the same tab) has React Router's shared key 'default': keyed by that alone, every
 * fresh load would land where the last fresh load was left. Keyed by its address instead, a
 * new page starts at the top and a reload of the same page keeps its place, as browsers do.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `load:${location.pathname}${location.search}` : location.key;
}
