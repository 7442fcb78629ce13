import { settingsText } from '@souq/domain/locales/ar/settings';
import { MobileAccountPage } from '@/features/mobile-account/mobile-account-page';
import { HelpGroup } from './components/help-group';
import { PreferenceSwitches } from './components/preference-switches';
import { SecurityGroup } from './components/security-group';

/** /mobile/settings (spec): notifications, appearance, security and privacy, help. */
export function MobileSettingsScreen() {
  return (
    <MobileAccountPage
      title={settingsText.title}
      backLabel={settingsText.mobile.backToProfile}
      roomy
    >
      {(user) => (
        <>
          <PreferenceSwitches preferences={user.preferences} />
          <SecurityGroup />
          <HelpGroup />
        </>
      )}
    </MobileAccountPage>
  );
}
