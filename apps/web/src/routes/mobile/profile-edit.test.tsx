import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestAnswer, meAnswer, meBody, shopper } from '@/test/accounts';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { Component as ProfileEdit } from './profile-edit';

const t = profileText.edit;
const user = shopper();

/** A PATCH answered only when the test says so, to look at the saving state. */
function slowSave() {
  let release: () => void = () => undefined;
  const fetchMock = stubFetch({
    '/api/me': meAnswer(user),
    '/api/me/profile': () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(json(meBody(user)));
      }),
  });
  return { fetchMock, release: () => act(async () => release()) };
}

const sentBody = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(String(callsTo(fetchMock, '/api/me/profile')[0]?.[1]?.body));

describe('mobile edit profile', () => {
  it("sends latitude and longitude when both are filled, shows 'جارٍ الحفظ...', then goes to the profile", async () => {
    const { fetchMock, release } = slowSave();
    const { router } = renderAt(<ProfileEdit />, '/mobile/profile/edit');
    fireEvent.change(await screen.findByLabelText(t.latitude), { target: { value: '٣٣٫٥١٣٨' } });
    fireEvent.change(screen.getByLabelText(t.longitude), { target: { value: '36.27654321' } });
    fireEvent.change(screen.getByLabelText(t.address), { target: { value: 'شارع بغداد' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));

    const saving = await screen.findByRole('button', { name: new RegExp(t.saving) });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetchMock)).toMatchObject({
      name: user.name,
      phone: user.phone,
      address: 'شارع بغداد',
      latitude: 33.5138,
      longitude: 36.27654321,
    });
    await release();
    expect(await screen.findByText(t.savedTitle)).toBeTruthy();
    expect(screen.getByText(t.savedText)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mobile/profile');
  });

  it('leaves the coordinates out when both are empty', async () => {
    const { fetchMock, release } = slowSave();
    renderAt(<ProfileEdit />, '/mobile/profile/edit');
    await screen.findByLabelText(t.latitude);
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await screen.findByRole('button', { name: new RegExp(t.saving) });
    const body = sentBody(fetchMock);
    expect(body).not.toHaveProperty('latitude');
    expect(body).not.toHaveProperty('longitude');
    await release();
  });

  it('asks for both coordinates when only one is filled, and sends nothing', async () => {
    const fetchMock = stubFetch({ '/api/me': meAnswer(user) });
    renderAt(<ProfileEdit />, '/mobile/profile/edit');
    await userEvent.type(await screen.findByLabelText(t.latitude), '33.5');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(screen.getByText(m.coordinatesBoth)).toBeTruthy();
    expect(screen.getByLabelText(t.longitude).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/api/me/profile')).toHaveLength(0);
  });

  it('prefills the saved profile, with the email read-only and the phone placeholder', async () => {
    const located = shopper({
      address: 'شارع أبو رمانة',
      delivery_notes: 'الجرس الثاني',
      latitude: 33.5163,
      longitude: 36.2838,
    });
    stubFetch({ '/api/me': meAnswer(located) });
    renderAt(<ProfileEdit />, '/mobile/profile/edit');
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    await screen.findByLabelText(t.fullName);
    expect(value(t.latitude)).toBe('33.5163');
    expect(value(t.longitude)).toBe('36.2838');
    expect(value(t.address)).toBe('شارع أبو رمانة');
    expect(value(t.deliveryNotes)).toBe('الجرس الثاني');
    expect(screen.getByLabelText(t.latitude).getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText(t.deliveryNotes).getAttribute('rows')).toBe('3');
    expect(screen.getByLabelText(t.phone).getAttribute('placeholder')).toBe('+963 9XX XXX XXX');
    expect((screen.getByLabelText(t.email) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText(t.emailLocked)).toBeTruthy();
  });

  it("reports a failed save with 'حدث خطأ أثناء حفظ التغييرات' and stays", async () => {
    stubFetch({
      '/api/me': meAnswer(user),
      '/api/me/profile': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    const { router } = renderAt(<ProfileEdit />, '/mobile/profile/edit');
    await userEvent.click(await screen.findByRole('button', { name: t.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.saveChangesException);
    expect(router.state.location.pathname).toBe('/mobile/profile/edit');
  });

  it('shows a guest the login-required card with a button to /mobile/auth', async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderAt(<ProfileEdit />, '/mobile/profile/edit');
    expect(
      await screen.findByRole('heading', { name: profileText.loginRequired.title }),
    ).toBeTruthy();
    const login = screen.getByRole('link', { name: profileText.loginRequired.button });
    expect(login.getAttribute('href')).toBe('/mobile/auth');
  });
});
