import { beforeEach, describe, expect, it, vi } from 'vitest';

const device = vi.hoisted(() => ({ native: false, share: vi.fn() }));
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => device.native, getPlatform: () => 'android' },
}));
vi.mock('@capacitor/share', () => ({ Share: { share: device.share } }));

import { shareableUrl, shareNatively, shareRoute } from './share';

beforeEach(() => {
  device.native = false;
  device.share.mockReset();
});

describe('share choice', () => {
  it.each([
    [true, true, 'native'],
    [true, false, 'native'],
    [false, true, 'web-share'],
    [false, false, 'menu'],
  ] as const)('native %s, Web Share %s -> %s', (native, webShare, route) => {
    expect(shareRoute(native, webShare)).toBe(route);
  });

  it('shares the public site, not the app-internal https://localhost, from the app', () => {
    device.native = true;
    expect(shareableUrl('/mobile/product/p1', 'http://192.168.1.20:3000')).toBe(
      'http://192.168.1.20:3000/mobile/product/p1',
    );
    device.native = false;
    expect(shareableUrl('/product/p1', 'http://192.168.1.20:3000')).toBe(
      `${window.location.origin}/product/p1`,
    );
  });

  it('opens the system sheet with the title and link', async () => {
    device.share.mockResolvedValue({});
    await expect(shareNatively('عسل جبلي', 'https://souq.sy/product/p1')).resolves.toBe('shared');
    expect(device.share).toHaveBeenCalledWith({
      title: 'عسل جبلي',
      url: 'https://souq.sy/product/p1',
      dialogTitle: 'عسل جبلي',
    });
  });

  it('tells a closed sheet from a broken one', async () => {
    device.share.mockRejectedValueOnce(new Error('Share canceled'));
    await expect(shareNatively('t', 'u')).resolves.toBe('cancelled');
    device.share.mockRejectedValueOnce(new Error('Share API not available'));
    await expect(shareNatively('t', 'u')).resolves.toBe('failed');
  });
});
