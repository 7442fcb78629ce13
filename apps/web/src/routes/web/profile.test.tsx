import { profileText } from '@souq/domain/locales/ar/profile';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meAnswer, shopper } from '@/test/accounts';
import { renderAt, stubFetch } from '@/test/render';
import { Component as Profile } from './profile';

const t = profileText.summary;

describe('web profile', () => {
  it('summarises the account and links to settings and my orders', async () => {
    const user = shopper({ phone: null });
    stubFetch({ '/api/me': meAnswer(user) });
    renderAt(<Profile />, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByText(user.name)).toBeTruthy();
    expect(screen.getByText(user.email)).toBeTruthy();
    expect(screen.getByText(t.noPhone)).toBeTruthy();
    expect(screen.getByText('15 يناير 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: t.settings }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: t.orders }).getAttribute('href')).toBe('/my-orders');
  });
});
