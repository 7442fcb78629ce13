import { common } from '@souq/domain/locales/ar/common';
import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { sellerBoardText as t } from '@souq/domain/locales/ar/seller-board';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource } from '@/features/seller-orders/event-source.fixture';
import { sellerStoreFixture } from '@/features/seller-shell/seller-store.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Orders } from './orders';

const counts = { new: 0, in_progress: 0, ready: 0, done: 0, cancelled: 0 };
const empty = () => json({ data: [], count: 0, limit: 20, offset: 0, counts });
const base = {
  '/api/me': meAnswer(shopper({ type: 'vendor' })),
  '/api/seller/store': () => json({ store: sellerStoreFixture() }),
};
const render = () =>
  renderRoutes([{ path: '/seller/orders', Component: Orders }], '/seller/orders');

beforeEach(() => FakeEventSource.install());

/** A board that did not load says why (server or no network) and retries into the board. */
describe('seller orders board load errors', () => {
  it('names what failed on a server error, and retries into the board', async () => {
    let fail = true;
    stubFetch({
      ...base,
      '/api/seller/orders': () => (fail ? new Response('boom', { status: 503 }) : empty()),
    });
    render();
    expect(await screen.findByText(t.loadFailed, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(loadErrorsText.server.text)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByText(t.empty.new)).toBeTruthy();
    expect(screen.queryByText(t.loadFailed)).toBeNull();
  });

  it('says the network is down when no answer comes, under the screen’s own words', async () => {
    stubFetch({
      ...base,
      '/api/seller/orders': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    render();
    expect(
      await screen.findByText(loadErrorsText.offline.text, {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText(t.loadFailed)).toBeTruthy();
    expect(screen.queryByText(loadErrorsText.server.text)).toBeNull();
  });
});
