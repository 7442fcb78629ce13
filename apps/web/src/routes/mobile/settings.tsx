import { settingsText } from '@souq/domain/locales/ar/settings';
import { paths } from '@souq/domain/paths';
import { BackLink } from '../../components/ui/back-link';
import { MobileAccountGate } from '../../features/mobile-account/account-gate';
import { HelpGroup } from '../../features/settings/components/help-group';
import { PreferenceSwitches } from '../../features/settings/components/preference-switches';
import { SecurityGroup } from '../../features/settings/components/security-group';

/** /mobile/settings (spec): notifications, appearance, security and privacy, help. */
export function Component() {
  return (
    <div className="flex flex-col gap-5 px-4 py-4">
      <BackLink to={paths.mobile.profile()} label={settingsText.mobile.backToProfile} />
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">
        {settingsText.title}
      </h1>
      <MobileAccountGate>
        {(user) => (
          <>
            <PreferenceSwitches preferences={user.preferences} />
            <SecurityGroup />
            <HelpGroup />
          </>
        )}
      </MobileAccountGate>
    </div>
  );
}
