import { locationText } from '@souq/domain/locales/ar/location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const native = vi.hoisted(() => ({
  isNative: false,
  checkPermissions: vi.fn(),
  requestPermissions: vi.fn(),
  getCurrentPosition: vi.fn(),
  askToAllow: vi.fn(),
  explainAppSettings: vi.fn(),
}));
// The explanatory confirm is an alert dialog (features/native/permissions): answer it here.
vi.mock('@/features/native/permissions/permission-dialogs', () => ({
  askToAllow: native.askToAllow,
  explainAppSettings: native.explainAppSettings,
}));
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => native.isNative },
}));
vi.mock('@capacitor/geolocation', () => ({
  Geolocation: {
    checkPermissions: native.checkPermissions,
    requestPermissions: native.requestPermissions,
    getCurrentPosition: native.getCurrentPosition,
  },
}));

import { GEOLOCATION_OPTIONS, getCurrentLocation } from './current-location';
import { locationErrorMessage } from './location-errors';

const damascus = { coords: { latitude: 33.5138, longitude: 36.2765 } };

function mockBrowser(getCurrentPosition: Geolocation['getCurrentPosition'] | undefined) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

function stubConfirm(answer: boolean) {
  native.askToAllow.mockResolvedValue(answer);
  return native.askToAllow;
}

beforeEach(() => {
  native.isNative = false;
  vi.clearAllMocks();
});
afterEach(() => vi.restoreAllMocks());

describe('getCurrentLocation in a browser', () => {
  it('returns the position and asks with the spec options', async () => {
    const ask = vi.fn<Geolocation['getCurrentPosition']>((ok) =>
      ok(damascus as GeolocationPosition),
    );
    mockBrowser(ask);
    await expect(getCurrentLocation()).resolves.toEqual({
      ok: true,
      location: { latitude: 33.5138, longitude: 36.2765 },
    });
    expect(ask.mock.calls[0]?.[2]).toEqual({
      timeout: 10_000,
      enableHighAccuracy: true,
      maximumAge: 60_000,
    });
    expect(GEOLOCATION_OPTIONS.timeout).toBe(10_000);
  });

  it.each([
    [1, 'permission-denied', locationText.permissionDenied],
    [2, 'position-unavailable', locationText.positionUnavailable],
    [3, 'timeout', locationText.timeout],
    [9, 'failed', locationText.generic],
  ] as const)('maps browser error %i to %s', async (code, error, text) => {
    mockBrowser((_ok, fail) => fail?.({ code } as GeolocationPositionError));
    const result = await getCurrentLocation();
    expect(result).toEqual({ ok: false, error });
    if (!result.ok) expect(locationErrorMessage(result.error)).toBe(text);
  });

  it('reports a browser without geolocation', async () => {
    mockBrowser(undefined);
    await expect(getCurrentLocation()).resolves.toEqual({ ok: false, error: 'unsupported' });
  });
});

describe('getCurrentLocation in the native app', () => {
  beforeEach(() => {
    native.isNative = true;
    native.getCurrentPosition.mockResolvedValue(damascus);
  });

  it('explains before asking, then reads the position', async () => {
    native.checkPermissions.mockResolvedValue({ location: 'prompt' });
    native.requestPermissions.mockResolvedValue({ location: 'granted' });
    const confirm = stubConfirm(true);
    const result = await getCurrentLocation();
    expect(confirm).toHaveBeenCalledWith(locationText.rationale);
    expect(result).toEqual({ ok: true, location: { latitude: 33.5138, longitude: 36.2765 } });
    expect(native.getCurrentPosition).toHaveBeenCalledWith({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    });
  });

  it('does not ask the system when the shopper cancels the explanation', async () => {
    native.checkPermissions.mockResolvedValue({ location: 'prompt' });
    stubConfirm(false);
    await expect(getCurrentLocation()).resolves.toEqual({ ok: false, error: 'cancelled' });
    expect(native.requestPermissions).not.toHaveBeenCalled();
  });

  it('points to the app settings when denied before', async () => {
    native.checkPermissions.mockResolvedValue({ location: 'denied' });
    const result = await getCurrentLocation();
    expect(result).toEqual({ ok: false, error: 'denied-before' });
    if (!result.ok) expect(locationErrorMessage(result.error)).toBe(locationText.deniedBefore);
    expect(native.explainAppSettings).toHaveBeenCalledWith(locationText.deniedBefore);
  });

  it('skips the explanation once granted', async () => {
    native.checkPermissions.mockResolvedValue({ location: 'granted' });
    const confirm = stubConfirm(true);
    await expect(getCurrentLocation()).resolves.toMatchObject({ ok: true });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('maps a failed request and a refusal', async () => {
    native.checkPermissions.mockResolvedValue({ location: 'prompt' });
    stubConfirm(true);
    native.requestPermissions.mockRejectedValueOnce(new Error('boom'));
    await expect(getCurrentLocation()).resolves.toEqual({ ok: false, error: 'request-failed' });
    native.requestPermissions.mockResolvedValueOnce({ location: 'denied' });
    await expect(getCurrentLocation()).resolves.toEqual({
      ok: false,
      error: 'permission-denied',
    });
  });

  it('maps a plugin timeout', async () => {
    native.checkPermissions.mockResolvedValue({ location: 'granted' });
    native.getCurrentPosition.mockRejectedValue(new Error('Location request timed out'));
    await expect(getCurrentLocation()).resolves.toEqual({ ok: false, error: 'timeout' });
  });
});
