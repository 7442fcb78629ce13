import { settingsText } from '@souq/domain/locales/ar/settings';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { SettingsGroup } from './settings-group';
import { SheetRow } from './sheet-row';

const t = settingsText.mobile;

/** Security and privacy: the same change-password form as the web, and the privacy policy. */
export function SecurityGroup() {
  return (
    <SettingsGroup id="settings-security" title={t.security}>
      <SheetRow label={t.changePassword} Icon={KeyRound}>
        {(close) => (
          <>
            <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-300">
              {settingsText.changePassword.intro}
            </p>
            <ChangePasswordForm onDone={close} />
          </>
        )}
      </SheetRow>
      <SheetRow label={t.privacyPolicy} Icon={ShieldCheck}>
        <div className="flex flex-col gap-3 leading-relaxed">
          {settingsText.privacyPolicy.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </SheetRow>
    </SettingsGroup>
  );
}
