import { addressText } from '@souq/domain/locales/ar/addresses';
import {
  sellerApplyText,
  sellerText,
  sellerValidation,
  storeFieldText,
} from '@souq/domain/locales/ar/seller';
import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sellerStoreFixture } from '@/features/seller-shell/seller-store.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, stubFetch } from '@/test/render';
import { renderSeller } from '@/test/seller-routes';

vi.mock(
  '@/features/location-picker/picker-map',
  () => import('@/features/location-picker/picker-map.mock'),
);

const f = storeFieldText;
const p = addressText.picker;
const hamra: GeocodePlace = {
  latitude: 33.5138,
  longitude: 36.2765,
  formatted_address: 'شارع الحمراء، دمشق، سوريا',
  street: 'شارع الحمراء',
  city: 'دمشق',
  country: 'سوريا',
  source: 'geocoder',
};

describe('the store application', () => {
  it('names what is missing in Arabic and sends nothing', async () => {
    const fetchMock = stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/seller/store': () => json({ store: null }),
    });
    renderSeller('/seller/apply');
    await userEvent.click(await screen.findByRole('button', { name: sellerApplyText.submit }));
    expect(await screen.findByText(sellerValidation.storeNameRequired)).toBeTruthy();
    expect(screen.getByText(sellerValidation.phoneRequired)).toBeTruthy();
    expect(screen.getByText(sellerValidation.addressRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(f.name));
    expect(
      callsTo(fetchMock, '/api/seller/store').every(([, init]) => init?.method === 'GET'),
    ).toBe(true);
  });

  it('applies with the picked position and then shows the pending status', async () => {
    let store: ReturnType<typeof sellerStoreFixture> | null = null;
    const fetchMock = stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/geocode/search': () => json({ data: [hamra] }),
      '/api/seller/store': (init) => {
        if (init?.method === 'POST') {
          store = sellerStoreFixture({ status: 'pending', vendor_name: 'متجر النور' });
          return json({ store }, 201);
        }
        return json({ store });
      },
    });
    renderSeller('/seller/apply');
    await userEvent.type(await screen.findByLabelText(f.name), 'متجر النور');
    await userEvent.type(screen.getByLabelText(f.phone), '٠٩٤٤١٢٣٤٥٦');
    await userEvent.click(screen.getByRole('button', { name: f.chooseLocation }));
    const picker = await screen.findByRole('dialog', { name: p.title });
    await userEvent.type(within(picker).getByLabelText(p.searchLabel), 'الحمراء{Enter}');
    await userEvent.click(
      await within(picker).findByRole('button', { name: hamra.formatted_address }),
    );
    await userEvent.click(within(picker).getByRole('button', { name: p.confirm }));
    expect(await screen.findByText(hamra.formatted_address)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(f.radius));
    await userEvent.type(screen.getByLabelText(f.radius), '15');
    await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(f.pickup) }));
    await userEvent.type(screen.getByLabelText(f.shamcash), 'SC-777');
    await userEvent.click(screen.getByRole('button', { name: sellerApplyText.submit }));

    expect(
      await screen.findByRole('heading', { level: 1, name: sellerText.statusScreen.pendingTitle }),
    ).toBeTruthy();
    const post = callsTo(fetchMock, '/api/seller/store').find(
      ([, init]) => init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      vendor_name: 'متجر النور',
      description: null,
      phone_number: '0944123456',
      city: 'دمشق',
      formatted_address: hamra.formatted_address,
      latitude: hamra.latitude,
      longitude: hamra.longitude,
      delivery_radius_km: 15,
      offers_pickup: false,
      offers_delivery: true,
      shamcash_account: 'SC-777',
      goldmasters_account: null,
    });
  });
});
