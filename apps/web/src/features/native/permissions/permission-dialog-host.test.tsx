import { nativeText } from '@souq/domain/locales/ar/native';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const settings = vi.hoisted(() => ({ canOpen: false, open: vi.fn() }));
vi.mock('./app-settings', () => ({
  canOpenAppSettings: () => settings.canOpen,
  openAppSettings: settings.open,
}));

import { PermissionDialogHost } from './permission-dialog-host';
import { askToAllow, explainAppSettings } from './permission-dialogs';

const t = nativeText.permissions;

beforeEach(() => {
  settings.canOpen = false;
  settings.open.mockClear();
});

async function ask(text: string) {
  let answer!: Promise<boolean>;
  await act(async () => {
    answer = askToAllow(text);
  });
  return answer;
}

describe('permission dialogs', () => {
  it('explains in an alert dialog and answers yes on the allow button', async () => {
    render(<PermissionDialogHost />);
    const answer = ask(t.camera.rationale);
    const dialog = await screen.findByRole('alertdialog', { name: t.askTitle });
    expect(dialog.textContent).toContain(t.camera.rationale);
    await userEvent.click(screen.getByRole('button', { name: t.allow }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("answers no on 'not now' and on Escape", async () => {
    render(<PermissionDialogHost />);
    const first = ask(t.photos.rationale);
    await userEvent.click(await screen.findByRole('button', { name: t.notNow }));
    await expect(first).resolves.toBe(false);
    const second = ask(t.photos.rationale);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });

  it('without a host nobody can answer: treated as not now', async () => {
    await expect(askToAllow(t.camera.rationale)).resolves.toBe(false);
  });

  it('denied before on Android: the way to the settings, no button it cannot honour', async () => {
    render(<PermissionDialogHost />);
    let done!: Promise<void>;
    await act(async () => {
      done = explainAppSettings(t.camera.deniedBefore);
    });
    const dialog = await screen.findByRole('alertdialog', { name: t.settingsTitle });
    expect(dialog.textContent).toContain(t.camera.deniedBefore);
    expect(screen.queryByRole('button', { name: t.openSettings })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.close }));
    await expect(done).resolves.toBeUndefined();
  });

  it('denied before where the platform allows: opens the app settings', async () => {
    settings.canOpen = true;
    render(<PermissionDialogHost />);
    await act(async () => {
      void explainAppSettings(t.photos.deniedBefore);
    });
    await userEvent.click(await screen.findByRole('button', { name: t.openSettings }));
    expect(settings.open).toHaveBeenCalledOnce();
  });
});
