import { locationText } from '@souq/domain/locales/ar/location';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentLocation } from './use-current-location';

afterEach(() => vi.restoreAllMocks());

function mockBrowser(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
}

describe('useCurrentLocation', () => {
  it('asks nothing until locate, then keeps the position', async () => {
    const ask = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 34.7324, longitude: 36.7137 } } as GeolocationPosition),
    );
    mockBrowser(ask);
    const { result } = renderHook(() => useCurrentLocation());
    expect(result.current.status).toBe('idle');
    expect(ask).not.toHaveBeenCalled();
    await act(() => result.current.locate());
    expect(result.current.status).toBe('located');
    expect(result.current.location).toEqual({ latitude: 34.7324, longitude: 36.7137 });
    expect(result.current.errorMessage).toBeNull();
  });

  it('reports a refusal in Arabic and clears it on demand', async () => {
    mockBrowser((_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError));
    const { result } = renderHook(() => useCurrentLocation());
    await act(() => result.current.locate());
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe('permission-denied');
    expect(result.current.errorMessage).toBe(locationText.permissionDenied);
    act(() => result.current.clearError());
    expect(result.current.errorMessage).toBeNull();
  });

  it('joins a second tap to the pending request', async () => {
    let answer: PositionCallback = () => undefined;
    const ask = vi.fn((ok: PositionCallback) => {
      answer = ok;
    });
    mockBrowser(ask);
    const { result } = renderHook(() => useCurrentLocation());
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.locate();
      second = result.current.locate();
    });
    expect(result.current.status).toBe('locating');
    expect(ask).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
      await first;
    });
    expect(first).toBe(second);
  });
});
