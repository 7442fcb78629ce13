import { nativeText } from '@souq/domain/locales/ar/native';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { canOpenAppSettings, openAppSettings } from './app-settings';
import { type PermissionDialog, registerPermissionDialogHost } from './permission-dialogs';

const t = nativeText.permissions;

/**
 * Shows the permission questions of ensurePermission() as an alert dialog. Closing it any
 * other way (Escape, back gesture) counts as 'not now'.
 */
export function PermissionDialogHost() {
  const [dialog, setDialog] = useState<PermissionDialog | null>(null);
  useEffect(() => registerPermissionDialogHost(setDialog), []);

  // The first answer wins: an Action click is followed by onOpenChange(false).
  const finish = (allowed: boolean) => {
    if (!dialog) return;
    if (dialog.type === 'ask') dialog.answer(allowed);
    else dialog.answer();
    setDialog(null);
  };
  const settings = dialog?.type === 'settings';
  const action = settings
    ? canOpenAppSettings()
      ? {
          confirmLabel: t.openSettings,
          onConfirm: () => {
            openAppSettings();
            finish(true);
          },
        }
      : {}
    : { confirmLabel: t.allow, onConfirm: () => finish(true) };

  return (
    // Cancel has no handler of its own: closing reaches onOpenChange, which answers 'not now'.
    <ConfirmDialog
      open={dialog !== null}
      onOpenChange={(open) => !open && finish(false)}
      title={settings ? t.settingsTitle : t.askTitle}
      description={dialog?.text}
      {...action}
      cancelLabel={settings ? t.close : t.notNow}
      tone="primary"
    />
  );
}
