import { addressText } from '@souq/domain/locales/ar/addresses';
import { profileText } from '@souq/domain/locales/ar/profile';
import { MobileAccountPage } from '@/features/mobile-account/mobile-account-page';
import { AddressesPanel } from './addresses-panel';

/** /mobile/addresses (spec): signed-in shoppers only, else the 'login required' card. */
export function MobileAddressesScreen() {
  return (
    <MobileAccountPage title={addressText.list.title} backLabel={profileText.edit.backToProfile}>
      {() => <AddressesPanel withHeading={false} />}
    </MobileAccountPage>
  );
}
