import { unsubscribeText as t } from '@souq/domain/locales/ar/newsletter';
import { paths } from '@souq/domain/paths';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Unsubscribe } from './newsletter-unsubscribe';

const link = paths.web.newsletterUnsubscribe({
  email: 'reader@example.com',
  token: 'signed-token',
});
const render = (at = link) =>
  renderRoutes([{ path: '/newsletter/unsubscribe', element: <Unsubscribe /> }], at);

describe('/newsletter/unsubscribe', () => {
  it('shows the address and changes nothing until the person confirms', async () => {
    const fetchMock = stubFetch({
      [paths.api.newsletterUnsubscribe()]: () =>
        json({ email: 'reader@example.com', subscribed: false }),
    });
    render();
    expect(await screen.findByText('reader@example.com')).toBeTruthy();
    expect(screen.getByText(t.question)).toBeTruthy();
    expect(callsTo(fetchMock, paths.api.newsletterUnsubscribe())).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.done)).toBeTruthy();
    const calls = callsTo(fetchMock, paths.api.newsletterUnsubscribe());
    expect(calls).toHaveLength(1);
    expect(calls[0]![1]?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({
      email: 'reader@example.com',
      token: 'signed-token',
    });
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
  });

  it("shows the API's Arabic message for a bad link and lets the person try again", async () => {
    stubFetch({
      [paths.api.newsletterUnsubscribe()]: () =>
        json({ error: { code: 'INVALID_TOKEN', message: t.invalidLink } }, 400),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: t.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.invalidLink);
    expect(screen.queryByText(t.done)).toBeNull();
    expect(screen.getByRole('button', { name: t.confirm })).toBeTruthy();
  });

  it('says a link without its address or token is incomplete, with no button', async () => {
    const fetchMock = stubFetch({});
    render('/newsletter/unsubscribe?email=reader%40example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(t.incomplete);
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
    expect(callsTo(fetchMock, paths.api.newsletterUnsubscribe())).toHaveLength(0);
  });
});
