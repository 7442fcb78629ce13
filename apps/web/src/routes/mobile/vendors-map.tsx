import { MobileVendorsMapScreen } from '@/features/vendors-map/mobile-vendors-map-screen';

/** /mobile/vendors-map: the full-screen vendors map of the mobile tree. */
export function Component() {
  return <MobileVendorsMapScreen />;
}
