import { addressText } from '@souq/domain/locales/ar/addresses';
import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { savedAddressFixture } from './address.fixture';
import { AddressFormDialog } from './address-form-dialog';

vi.mock(
  '@/features/location-picker/picker-map',
  () => import('@/features/location-picker/picker-map.mock'),
);

const f = addressText.form;
const p = addressText.picker;
const d = addressText.details;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const babTouma: GeocodePlace = {
  latitude: 33.5131,
  longitude: 36.3166,
  formatted_address: 'شارع باب توما، دمشق، سوريا',
  street: 'شارع باب توما',
  city: 'دمشق',
  country: 'سوريا',
  source: 'geocoder',
};

function openForm(address = null as ReturnType<typeof savedAddressFixture> | null) {
  const onClose = vi.fn();
  renderAt(<AddressFormDialog open address={address} onClose={onClose} />);
  return { onClose };
}

const submitButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const sentBody = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  JSON.parse(String(callsTo(fetchMock, path)[0]?.[1]?.body));

describe('address form dialog', () => {
  it('keeps submit disabled until a trimmed title and a chosen address, and says the title is required', async () => {
    stubFetch({});
    openForm();
    expect(await screen.findByRole('dialog', { name: f.addTitle })).toBeTruthy();
    expect(submitButton(f.save).disabled).toBe(true);
    const title = screen.getByLabelText(f.title);
    await userEvent.type(title, '   ');
    await userEvent.tab();
    expect(screen.getByText(addressText.titleRequired)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(title, 'البيت');
    expect(screen.queryByText(addressText.titleRequired)).toBeNull();
    expect(submitButton(f.save).disabled).toBe(true);
    expect(screen.getByText(f.noLocation)).toBeTruthy();
    expect(screen.getByLabelText(f.deliveryNotes).getAttribute('rows')).toBe('3');
  });

  it('picks a location over the hidden form, copies it back and creates the address', async () => {
    const fetchMock = stubFetch({
      '/api/geocode/search': () => json({ data: [babTouma] }),
      '/api/me/addresses': () => json(savedAddressFixture(), 201),
    });
    const { onClose } = openForm();
    await userEvent.type(await screen.findByLabelText(f.title), 'العمل');
    await userEvent.type(screen.getByLabelText(f.deliveryNotes), 'الباب الأخضر');
    await userEvent.click(screen.getByRole('button', { name: f.chooseLocation }));

    // Spec: the picker opens over the form and hides it while open.
    const picker = await screen.findByRole('dialog', { name: p.title });
    expect(screen.queryByRole('dialog', { name: f.addTitle })).toBeNull();
    expect((within(picker).getByLabelText(p.deliveryNotes) as HTMLTextAreaElement).value).toBe(
      'الباب الأخضر',
    );
    await userEvent.type(within(picker).getByLabelText(p.searchLabel), 'باب توما{Enter}');
    await userEvent.click(
      await within(picker).findByRole('button', { name: babTouma.formatted_address }),
    );
    await userEvent.click(within(picker).getByRole('button', { name: p.confirm }));

    const form = await screen.findByRole('dialog', { name: f.addTitle });
    expect(within(form).getByText(babTouma.formatted_address)).toBeTruthy();
    expect(screen.getByRole('button', { name: f.changeLocation })).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: f.isDefault }));
    await userEvent.click(submitButton(f.save));

    expect(sentBody(fetchMock, '/api/me/addresses')).toEqual({
      title: 'العمل',
      formatted_address: babTouma.formatted_address,
      street: 'شارع باب توما',
      building: null,
      floor: null,
      city: 'دمشق',
      country: 'سوريا',
      latitude: 33.5131,
      longitude: 36.3166,
      delivery_notes: 'الباب الأخضر',
      is_default: true,
    });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('edits by id with PUT, starting from the saved address, and keeps old notes when none are new', async () => {
    const address = savedAddressFixture({ is_default: false });
    const path = `/api/me/addresses/${address.id}`;
    const fetchMock = stubFetch({
      '/api/geocode/reverse': () => json({ data: babTouma }),
      [path]: () => json(address),
    });
    const { onClose } = openForm(address);
    expect(await screen.findByRole('dialog', { name: f.editTitle })).toBeTruthy();
    expect((screen.getByLabelText(f.title) as HTMLInputElement).value).toBe('المنزل');
    await userEvent.click(screen.getByRole('button', { name: f.changeLocation }));
    const picker = await screen.findByRole('dialog', { name: p.title });
    await userEvent.clear(within(picker).getByLabelText(p.deliveryNotes));
    await userEvent.click(within(picker).getByRole('button', { name: 'map-click' }));
    await userEvent.click(await within(picker).findByRole('button', { name: p.confirm }));

    await screen.findByRole('dialog', { name: f.editTitle });
    const title = screen.getByLabelText(f.title);
    await userEvent.clear(title);
    await userEvent.type(title, 'بيت أهلي');
    await userEvent.click(submitButton(f.update));
    expect(sentBody(fetchMock, path)).toMatchObject({
      title: 'بيت أهلي',
      delivery_notes: 'الطابق الثاني',
      is_default: false,
    });
    expect(callsTo(fetchMock, path)[0]?.[1]?.method).toBe('PUT');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('puts street, building and floor between the map location and the notes', async () => {
    stubFetch({});
    openForm();
    await screen.findByRole('dialog', { name: f.addTitle });
    // In the order a shopper fills them: where on the map, then what the courier reads there.
    const inOrder = [
      screen.getByRole('group', { name: f.location }),
      input(d.street),
      input(d.building),
      input(d.floor),
      screen.getByLabelText(f.deliveryNotes),
    ];
    for (const [i, node] of inOrder.slice(1).entries()) {
      const before = inOrder[i]!;
      expect(before.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(input(d.street).placeholder).toBe(f.streetPlaceholder);
    expect(screen.getByText(f.streetHint)).toBeTruthy();
    expect(input(d.building).placeholder).toBe(f.buildingPlaceholder);
    expect(input(d.floor).placeholder).toBe(f.floorPlaceholder);
    expect([input(d.street), input(d.building), input(d.floor)].map((i) => i.maxLength)).toEqual([
      200, 100, 50,
    ]);
  });

  it("fills the street from the picker, keeps the typed building and floor, and sends the shopper's street", async () => {
    const fetchMock = stubFetch({
      '/api/geocode/search': () => json({ data: [babTouma] }),
      '/api/me/addresses': () => json(savedAddressFixture(), 201),
    });
    openForm();
    await userEvent.type(await screen.findByLabelText(f.title), 'البيت');
    await userEvent.type(input(d.building), ' بناء 12 ');
    await userEvent.type(input(d.floor), 'شقة 5');
    await userEvent.click(screen.getByRole('button', { name: f.chooseLocation }));
    const picker = await screen.findByRole('dialog', { name: p.title });
    await userEvent.type(within(picker).getByLabelText(p.searchLabel), 'باب توما{Enter}');
    await userEvent.click(
      await within(picker).findByRole('button', { name: babTouma.formatted_address }),
    );
    await userEvent.click(within(picker).getByRole('button', { name: p.confirm }));

    await screen.findByRole('dialog', { name: f.addTitle });
    expect(input(d.street).value).toBe('شارع باب توما');
    expect(input(d.building).value).toBe(' بناء 12 ');
    expect(input(d.floor).value).toBe('شقة 5');
    await userEvent.type(input(d.street), ' الفرعي');
    await userEvent.click(submitButton(f.save));
    expect(sentBody(fetchMock, '/api/me/addresses')).toMatchObject({
      street: 'شارع باب توما الفرعي',
      building: 'بناء 12',
      floor: 'شقة 5',
    });
  }, 15_000);

  it('edits the saved building and floor, sending a cleared one as null', async () => {
    const address = savedAddressFixture({ building: 'بناء 4', floor: 'الطابق الأرضي' });
    const path = `/api/me/addresses/${address.id}`;
    const fetchMock = stubFetch({ [path]: () => json(address) });
    openForm(address);
    await screen.findByRole('dialog', { name: f.editTitle });
    expect(input(d.street).value).toBe('شارع باب توما');
    expect(input(d.building).value).toBe('بناء 4');
    expect(input(d.floor).value).toBe('الطابق الأرضي');
    await userEvent.clear(input(d.building));
    await userEvent.clear(input(d.floor));
    await userEvent.type(input(d.floor), 'شقة 2');
    await userEvent.click(submitButton(f.update));
    expect(sentBody(fetchMock, path)).toMatchObject({
      street: 'شارع باب توما',
      building: null,
      floor: 'شقة 2',
    });
  });

  it("shows the server's message on the building field and focuses it", async () => {
    const address = savedAddressFixture();
    const message = addressText.buildingTooLong;
    stubFetch({
      [`/api/me/addresses/${address.id}`]: () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'x',
              details: [{ in: 'body', field: 'building', message }],
            },
          },
          400,
        ),
    });
    openForm(address);
    await userEvent.click(await screen.findByRole('button', { name: f.update }));
    await vi.waitFor(() => expect(document.activeElement).toBe(input(d.building)));
    expect(input(d.building).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
  });

  it.each([
    [
      'the generic update failure',
      () => new Response('boom', { status: 500 }),
      addressText.toasts.updateFailed,
    ],
    [
      "the API's Arabic message",
      () => json({ error: { code: 'NOT_FOUND', message: 'العنوان غير موجود' } }, 404),
      'العنوان غير موجود',
    ],
  ])('toasts %s and stays open', async (_case, answer, message) => {
    const address = savedAddressFixture();
    stubFetch({ [`/api/me/addresses/${address.id}`]: answer });
    const { onClose } = openForm(address);
    await userEvent.click(await screen.findByRole('button', { name: f.update }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: f.editTitle })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
