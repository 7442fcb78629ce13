/** The shopper's own position (browser geolocation, or the Capacitor plugin in the app). */
export { GEOLOCATION_OPTIONS, getCurrentLocation, type LocationResult } from './current-location';
export { type LocationErrorCode, locationErrorMessage } from './location-errors';
export {
  type CurrentLocation,
  type LocationStatus,
  useCurrentLocation,
} from './use-current-location';
