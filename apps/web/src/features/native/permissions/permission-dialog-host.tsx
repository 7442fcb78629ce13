import { nativeText } from '@souq/domain/locales/ar/native';
import { AlertDialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
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

  return (
    <AlertDialog.Root open={dialog !== null} onOpenChange={(open) => !open && finish(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <AlertDialog.Content
          dir="rtl"
          className="fixed inset-0 z-50 m-auto flex h-fit w-[calc(100%-2rem)] max-w-sm flex-col gap-3 rounded-card bg-white p-5 text-neutral-900 shadow-raised dark:bg-neutral-900 dark:text-neutral-50"
        >
          <AlertDialog.Title className="text-lg font-bold">
            {settings ? t.settingsTitle : t.askTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-neutral-800 dark:text-neutral-200">
            {dialog?.text}
          </AlertDialog.Description>
          <div className="mt-2 flex gap-2 [&>*]:flex-1">
            {settings ? (
              canOpenAppSettings() && (
                <AlertDialog.Action
                  onClick={() => {
                    openAppSettings();
                    finish(true);
                  }}
                  className={buttonStyles()}
                >
                  {t.openSettings}
                </AlertDialog.Action>
              )
            ) : (
              <AlertDialog.Action onClick={() => finish(true)} className={buttonStyles()}>
                {t.allow}
              </AlertDialog.Action>
            )}
            {/* no onClick: closing reaches onOpenChange, which answers 'not now' */}
            <AlertDialog.Cancel className={buttonStyles({ variant: 'outline' })}>
              {settings ? t.close : t.notNow}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
