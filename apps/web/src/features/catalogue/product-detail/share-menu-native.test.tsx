import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render';

const device = vi.hoisted(() => ({ share: vi.fn() }));
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => true, getPlatform: () => 'android' },
}));
vi.mock('@capacitor/share', () => ({ Share: { share: device.share } }));

import { ShareMenu } from './share-menu';

beforeEach(() => device.share.mockReset());

/** The product page's and storefronts' share button inside the app. */
describe('share button in the native app', () => {
  it('opens the system share sheet through the plugin, not the menu', async () => {
    device.share.mockResolvedValue({});
    renderAt(<ShareMenu title="قميص" />, '/mobile/product/p1');
    fireEvent.click(screen.getByRole('button', { name: t.share }));
    await vi.waitFor(() => expect(device.share).toHaveBeenCalledOnce());
    expect(device.share.mock.calls[0]?.[0]).toMatchObject({ title: 'قميص' });
    expect(screen.queryByRole('link', { name: t.shareWhatsApp })).toBeNull();
  });

  it('falls back to the menu when the plugin fails, not when the sheet is closed', async () => {
    device.share.mockRejectedValueOnce(new Error('Share canceled'));
    renderAt(<ShareMenu title="قميص" />, '/mobile/vendor/v1');
    fireEvent.click(screen.getByRole('button', { name: t.share }));
    await vi.waitFor(() => expect(device.share).toHaveBeenCalledOnce());
    expect(screen.queryByRole('link', { name: t.shareWhatsApp })).toBeNull();

    device.share.mockRejectedValueOnce(new Error('Share API not available'));
    fireEvent.click(screen.getByRole('button', { name: t.share }));
    expect(await screen.findByRole('link', { name: t.shareWhatsApp })).toBeTruthy();
  });
});
