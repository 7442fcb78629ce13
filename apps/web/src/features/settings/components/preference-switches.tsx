import { settingsText } from '@souq/domain/locales/ar/settings';
import type { Preferences } from '@souq/domain/schemas/accounts';
import { SwitchRow } from '@/components/ui/switch';
import { DataSaverSwitch } from '@/features/data-saver/data-saver-switch';
import { useUpdatePreferences } from '@/features/preferences/use-update-preferences';
import { SettingsGroup, settingsRowStyles } from './settings-group';

const t = settingsText.mobile;

/**
 * Notifications and appearance (decision: stored in the client's preferences; dark mode
 * switches the theme). Each change is saved at once, optimistically.
 */
export function PreferenceSwitches({ preferences }: { preferences: Preferences }) {
  const update = useUpdatePreferences();
  const set = (key: keyof Preferences) => (value: boolean) =>
    update.mutate({ ...preferences, [key]: value });
  return (
    <>
      <SettingsGroup id="settings-notifications" title={t.notifications}>
        <SwitchRow
          label={t.orderNotifications}
          hint={t.orderNotificationsHint}
          checked={preferences.orderNotifications}
          onCheckedChange={set('orderNotifications')}
        />
        <SwitchRow
          label={t.offersAndDiscounts}
          hint={t.offersAndDiscountsHint}
          checked={preferences.offersAndDiscounts}
          onCheckedChange={set('offersAndDiscounts')}
        />
      </SettingsGroup>
      <SettingsGroup id="settings-appearance" title={t.appearance}>
        <SwitchRow
          label={t.darkMode}
          hint={t.darkModeHint}
          checked={preferences.darkMode}
          onCheckedChange={set('darkMode')}
        />
        <DataSaverSwitch />
        <p className={settingsRowStyles}>
          <span className="flex-1">{t.language}</span>
          <span className="font-normal text-neutral-700 dark:text-neutral-300">
            {t.languageValue}
          </span>
        </p>
      </SettingsGroup>
    </>
  );
}
