import { coordinatesText } from '@souq/domain/address-parsing';
import { addressText } from '@souq/domain/locales/ar/addresses';
import { locationText } from '@souq/domain/locales/ar/location';
import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, stubFetch } from '@/test/render';
import { LocationPickerDialog } from './location-picker-dialog';
import type { PickedLocation } from './picked-location';

vi.mock('./picker-map', () => import('./picker-map.mock'));

const t = addressText.picker;
const babTouma: GeocodePlace = {
  latitude: 33.5131,
  longitude: 36.3166,
  formatted_address: 'شارع باب توما، دمشق، سوريا',
  street: 'شارع باب توما',
  city: 'دمشق',
  country: 'سوريا',
  source: 'geocoder',
};

function openPicker(initial: PickedLocation | null = null, initialNotes = '') {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <LocationPickerDialog
      open
      initial={initial}
      initialNotes={initialNotes}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

/** A reverse lookup answered only when the test says so. */
function slowReverse(answer: () => Response) {
  let release: () => void = () => undefined;
  const fetchMock = stubFetch({
    '/api/geocode/reverse': () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(answer());
      }),
  });
  return { fetchMock, release: () => act(async () => release()) };
}

describe('location picker', () => {
  it("disables confirm reading 'جارٍ التحديث...' during the reverse lookup, then shows the address", async () => {
    const { fetchMock, release } = slowReverse(() => json({ data: babTouma }));
    openPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'map-click' }));

    const updating = screen.getByRole('button', { name: t.updating });
    expect((updating as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetchMock, '/api/geocode/reverse')[0]?.[0]).toContain('lat=33.5131&lng=36.3166');
    await release();

    expect(screen.getByRole('button', { name: t.confirm })).toHaveProperty('disabled', false);
    expect(screen.getByText(babTouma.formatted_address)).toBeTruthy();
    expect(screen.getByText(addressText.validity.confirmed)).toBeTruthy();
  });

  it('falls back to the coordinates text when the lookup fails, and notes it', async () => {
    const { release } = slowReverse(() =>
      json({ error: { code: 'GEOCODE_NO_LOCATION_DATA', message: 'x' } }, 404),
    );
    openPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'map-click' }));
    await release();
    expect(screen.getByText(coordinatesText(33.5131, 36.3166))).toBeTruthy();
    expect(screen.getByText(addressText.validity.coordinatesOnly)).toBeTruthy();
  });

  it("reads 'جارٍ السحب...' while the pin is dragged, then looks the new point up", async () => {
    const { fetchMock, release } = slowReverse(() => json({ data: babTouma }));
    openPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'drag-start' }));
    expect(screen.getByRole('button', { name: t.dragging })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'drag-move' }));
    expect(screen.getByText('33.600000, 36.400000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'drag-end' }));
    expect(screen.getByRole('button', { name: t.updating })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('camera').textContent).toBe('33.6,36.4@-');
    expect(callsTo(fetchMock, '/api/geocode/reverse')).toHaveLength(1);
    await release();
  });

  it('never lets a slow answer for an earlier click overwrite a later one', async () => {
    let releaseFirst: () => void = () => undefined;
    const aqaba = {
      ...babTouma,
      latitude: 29.5,
      longitude: 35.01,
      formatted_address: 'العقبة، الأردن',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).includes('lat=33.5131')
          ? new Promise<Response>((resolve) => {
              releaseFirst = () => resolve(json({ data: babTouma }));
            })
          : Promise.resolve(json({ data: aqaba })),
      ),
    );
    openPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'map-click' }));
    fireEvent.click(screen.getByRole('button', { name: 'map-click-outside' }));
    expect(await screen.findByText('العقبة، الأردن')).toBeTruthy();
    await act(async () => releaseFirst());
    expect(screen.queryByText(babTouma.formatted_address)).toBeNull();
    expect(screen.getByRole('button', { name: t.confirm })).toHaveProperty('disabled', false);
  });

  it('warns that a point outside the Syrian box may be outside Syria', async () => {
    stubFetch({
      '/api/geocode/reverse': () =>
        json({
          data: {
            ...babTouma,
            latitude: 29.5,
            longitude: 35.01,
            formatted_address: 'العقبة، الأردن',
          },
        }),
    });
    openPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'map-click-outside' }));
    expect(await screen.findByText(addressText.validity.outsideSyria)).toBeTruthy();
  });

  it('searches through the API, moves to zoom 16 on a result and confirms its parts', async () => {
    const fetchMock = stubFetch({ '/api/geocode/search': () => json({ data: [babTouma] }) });
    const { onConfirm } = openPicker(null, 'الباب الأخضر');
    await userEvent.click(screen.getByRole('button', { name: t.search }));
    expect(callsTo(fetchMock, '/api/geocode/search')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(t.searchLabel), 'باب توما{Enter}');
    const results = await screen.findByRole('list', { name: t.resultsLabel });
    expect(callsTo(fetchMock, '/api/geocode/search')[0]?.[0]).toContain('limit=5');
    await userEvent.click(
      within(results).getByRole('button', { name: babTouma.formatted_address }),
    );
    expect(screen.getByTestId('camera').textContent).toBe('33.5131,36.3166@16');

    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect(onConfirm).toHaveBeenCalledWith({
      street: 'شارع باب توما',
      city: 'دمشق',
      country: 'سوريا',
      latitude: 33.5131,
      longitude: 36.3166,
      formatted_address: babTouma.formatted_address,
      delivery_notes: 'الباب الأخضر',
    });
  });

  it('says so when the search finds nothing', async () => {
    stubFetch({
      '/api/geocode/search': () =>
        json(
          {
            error: { code: 'GEOCODE_NO_RESULTS', message: 'لم يتم العثور على نتائج لهذا العنوان' },
          },
          404,
        ),
    });
    openPicker();
    await userEvent.type(screen.getByLabelText(t.searchLabel), 'لا مكان{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'لم يتم العثور على نتائج لهذا العنوان',
    );
  });

  it('refuses to confirm without a selected location, with the spec alert', async () => {
    const { onConfirm } = openPicker();
    expect(screen.getByText(addressText.validity.noLocation)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.invalidSelection);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('locates the shopper, moves to zoom 16 and looks the position up', async () => {
    const getCurrentPosition = vi.fn(
      (success: PositionCallback, _fail?: PositionErrorCallback, _options?: PositionOptions) =>
        success({ coords: { latitude: 33.5131, longitude: 36.3166 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    stubFetch({ '/api/geocode/reverse': () => json({ data: babTouma }) });
    openPicker();
    await userEvent.click(screen.getByRole('button', { name: t.locateMe }));
    expect(await screen.findByText(babTouma.formatted_address)).toBeTruthy();
    expect(screen.getByTestId('camera').textContent).toBe('33.5131,36.3166@16');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: 10_000 });
  });

  it('shows the Arabic error when the position is refused', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    openPicker();
    await userEvent.click(screen.getByRole('button', { name: t.locateMe }));
    expect((await screen.findByRole('alert')).textContent).toBe(locationText.permissionDenied);
  });

  it('starts from the location being edited and hands back its parsed parts', async () => {
    const { onConfirm, onCancel } = openPicker(
      { lat: 36.2, lng: 37.16, address: 'ساحة القلعة، حلب، سوريا' },
      '',
    );
    expect(screen.getByTestId('pin').textContent).toBe('36.2,37.16');
    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect(onConfirm.mock.calls[0]?.[0]).toMatchObject({
      street: 'ساحة القلعة',
      city: 'حلب',
      country: 'سوريا',
    });
    await userEvent.click(screen.getAllByRole('button', { name: t.cancel })[0] as HTMLElement);
    expect(onCancel).toHaveBeenCalled();
  });
});
