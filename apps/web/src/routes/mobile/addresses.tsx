import { addressText } from '@souq/domain/locales/ar/addresses';
import { profileText } from '@souq/domain/locales/ar/profile';
import { paths } from '@souq/domain/paths';
import { BackLink } from '../../components/ui/back-link';
import { AddressesPanel } from '../../features/addresses/addresses-panel';
import { MobileAccountGate } from '../../features/mobile-account/account-gate';

/** /mobile/addresses (spec): signed-in shoppers only, else the 'login required' card. */
export function Component() {
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <BackLink to={paths.mobile.profile()} label={profileText.edit.backToProfile} />
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">
        {addressText.list.title}
      </h1>
      <MobileAccountGate>{() => <AddressesPanel withHeading={false} />}</MobileAccountGate>
    </div>
  );
}
