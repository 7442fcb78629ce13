import { MobileAddressesScreen } from '@/features/addresses/mobile-addresses-screen';

/** /mobile/addresses (spec): signed-in shoppers only, else the 'login required' card. */
export function Component() {
  return <MobileAddressesScreen />;
}
