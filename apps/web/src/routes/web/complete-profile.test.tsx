import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestAnswer, meAnswer, meBody, shopper } from '@/test/accounts';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { Component as CompleteProfile } from './complete-profile';

const t = profileText.complete;

describe('complete profile', () => {
  it('prefills the registration name and phone, then signs in and goes home', async () => {
    const registered = shopper({ name: 'رنا الحلبي', phone: null });
    const fetchMock = stubFetch({
      '/api/me': meAnswer(registered, true),
      '/api/me/profile/complete': () => json(meBody({ ...registered, name: 'رنا' })),
    });
    const { router } = renderAt(<CompleteProfile />, '/complete-profile');
    const name = (await screen.findByLabelText(t.name)) as HTMLInputElement;
    expect(name.value).toBe('رنا الحلبي');
    expect((screen.getByLabelText(t.phone) as HTMLInputElement).value).toBe('');

    await userEvent.clear(name);
    await userEvent.type(name, 'رنا');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/');
    const [[, init] = []] = callsTo(fetchMock, '/api/me/profile/complete');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'رنا', phone: '' });
  });

  it('requires the name', async () => {
    stubFetch({ '/api/me': meAnswer(shopper(), true) });
    renderAt(<CompleteProfile />, '/complete-profile');
    await userEvent.clear(await screen.findByLabelText(t.name));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByText(m.nameRequired)).toBeTruthy();
  });

  it("says 'حدث خطأ أثناء إكمال الملف الشخصي' when saving fails", async () => {
    stubFetch({
      '/api/me': meAnswer(shopper(), true),
      '/api/me/profile/complete': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    renderAt(<CompleteProfile />, '/complete-profile');
    await userEvent.click(await screen.findByRole('button', { name: t.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.completeProfileException);
  });

  it('sends a guest to /auth', async () => {
    stubFetch({ '/api/me': guestAnswer });
    const { router } = renderAt(<CompleteProfile />, '/profile-completion');
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/auth');
  });
});
