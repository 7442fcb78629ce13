import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { vendorsText } from '@souq/domain/locales/ar/vendors';
import { paths } from '@souq/domain/paths';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestAnswer } from '@/test/accounts';
import { renderRoutes, stubFetch } from '@/test/render';
import { Component } from './vendor';

/** A store that failed to load is not a store that does not exist. */
describe('/mobile/vendor/:id load errors', () => {
  it('says the network is down, with a retry, instead of "store not found"', async () => {
    stubFetch({
      '/api/me': guestAnswer,
      [paths.api.exportVendors()]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes([{ path: '/mobile/vendor/:id', element: <Component /> }], '/mobile/vendor/v1');
    expect(
      await screen.findByRole('heading', { name: loadErrorsText.offline.title }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByText(vendorsText.notFoundTitle)).toBeNull();
  });
});
