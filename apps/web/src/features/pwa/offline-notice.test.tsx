import { pwaText } from '@souq/domain/locales/ar/pwa';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutOfflineNotice } from './offline-notice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => vi.restoreAllMocks());

describe('CheckoutOfflineNotice', () => {
  it('appears when the connection drops and goes when it returns', () => {
    render(<CheckoutOfflineNotice />);
    expect(screen.queryByText(pwaText.checkoutOffline)).toBeNull();
    act(() => goOffline(true));
    expect(screen.getByRole('status').textContent).toBe(pwaText.checkoutOffline);
    act(() => goOffline(false));
    expect(screen.queryByText(pwaText.checkoutOffline)).toBeNull();
  });
});
