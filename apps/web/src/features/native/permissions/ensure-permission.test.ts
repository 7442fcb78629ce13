import { locationText } from '@souq/domain/locales/ar/location';
import { nativeText } from '@souq/domain/locales/ar/native';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const device = vi.hoisted(() => ({
  native: true,
  geo: { checkPermissions: vi.fn(), requestPermissions: vi.fn() },
  camera: { checkPermissions: vi.fn(), requestPermissions: vi.fn() },
  askToAllow: vi.fn(),
  explainAppSettings: vi.fn(),
}));
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => device.native, getPlatform: () => 'android' },
}));
vi.mock('@capacitor/geolocation', () => ({ Geolocation: device.geo }));
vi.mock('@capacitor/camera', () => ({ Camera: device.camera }));
vi.mock('./permission-dialogs', () => ({
  askToAllow: device.askToAllow,
  explainAppSettings: device.explainAppSettings,
}));

import { ensurePermission } from './ensure-permission';
import { permissionMessage } from './permission-text';

/** Every kind reports the same state, so one test covers location, camera and photos. */
function systemSays(check: string, request?: string | Error) {
  device.geo.checkPermissions.mockResolvedValue({ location: check });
  device.camera.checkPermissions.mockResolvedValue({ camera: check, photos: check });
  const answer = (value: object) =>
    request instanceof Error ? Promise.reject(request) : Promise.resolve(value);
  device.geo.requestPermissions.mockImplementation(() => answer({ location: request }));
  device.camera.requestPermissions.mockImplementation(() =>
    answer({ camera: request, photos: request }),
  );
}

const kinds = ['location', 'camera', 'photos'] as const;

beforeEach(() => {
  vi.clearAllMocks();
  device.native = true;
  device.askToAllow.mockResolvedValue(true);
  device.explainAppSettings.mockResolvedValue(undefined);
});

describe.each(kinds)('ensurePermission(%s) in the native app', (kind) => {
  it('granted already: no dialog, no system prompt', async () => {
    systemSays('granted');
    await expect(ensurePermission(kind)).resolves.toBe('granted');
    expect(device.askToAllow).not.toHaveBeenCalled();
  });

  it('explains first, then asks the system: granted', async () => {
    systemSays('prompt', 'granted');
    await expect(ensurePermission(kind)).resolves.toBe('granted');
    expect(device.askToAllow).toHaveBeenCalledWith(
      kind === 'location' ? locationText.rationale : nativeText.permissions[kind].rationale,
    );
  });

  it('refused at the system prompt: denied', async () => {
    systemSays('prompt-with-rationale', 'denied');
    await expect(ensurePermission(kind)).resolves.toBe('denied');
  });

  it('previously denied: no prompt, the app-settings explanation instead', async () => {
    systemSays('denied', 'granted');
    await expect(ensurePermission(kind)).resolves.toBe('denied-before');
    expect(device.explainAppSettings).toHaveBeenCalledWith(
      permissionMessage(kind, 'denied-before'),
    );
    expect(device.askToAllow).not.toHaveBeenCalled();
    expect(device.geo.requestPermissions).not.toHaveBeenCalled();
    expect(device.camera.requestPermissions).not.toHaveBeenCalled();
  });

  it('cancelled at the explanation: the system is never asked', async () => {
    systemSays('prompt', 'granted');
    device.askToAllow.mockResolvedValue(false);
    await expect(ensurePermission(kind)).resolves.toBe('cancelled');
    expect(device.geo.requestPermissions).not.toHaveBeenCalled();
    expect(device.camera.requestPermissions).not.toHaveBeenCalled();
  });

  it('a request that throws: failed', async () => {
    systemSays('prompt', new Error('plugin crashed'));
    await expect(ensurePermission(kind)).resolves.toBe('failed');
  });
});

describe('ensurePermission details', () => {
  it('asks the camera plugin for exactly the kind needed', async () => {
    systemSays('prompt', 'granted');
    await ensurePermission('photos');
    expect(device.camera.requestPermissions).toHaveBeenCalledWith({ permissions: ['photos'] });
    await ensurePermission('location');
    expect(device.geo.requestPermissions).toHaveBeenCalledWith({ permissions: ['location'] });
  });

  it("counts iOS 'limited' photo access as granted", async () => {
    systemSays('limited');
    await expect(ensurePermission('photos')).resolves.toBe('granted');
  });

  it('a permission check that throws: failed', async () => {
    device.camera.checkPermissions.mockRejectedValue(new Error('not implemented'));
    await expect(ensurePermission('camera')).resolves.toBe('failed');
  });

  it.each(kinds)('on the web %s counts as granted without any plugin', async (kind) => {
    device.native = false;
    await expect(ensurePermission(kind)).resolves.toBe('granted');
    expect(device.geo.checkPermissions).not.toHaveBeenCalled();
    expect(device.camera.checkPermissions).not.toHaveBeenCalled();
  });
});

describe('permission messages (spec discovery §8)', () => {
  it.each([
    ['camera', 'denied-before', nativeText.permissions.camera.deniedBefore],
    ['camera', 'cancelled', nativeText.permissions.camera.cancelled],
    ['photos', 'failed', nativeText.permissions.photos.requestFailed],
    ['photos', 'denied', nativeText.permissions.photos.denied],
    ['location', 'denied-before', locationText.deniedBefore],
    ['location', 'denied', locationText.denied],
  ] as const)('%s %s', (kind, outcome, text) => {
    expect(permissionMessage(kind, outcome)).toBe(text);
  });
});
