import { MobileProfileScreen } from '@/features/mobile-account/mobile-profile-screen';

/** /mobile/profile (spec): guests get login and create account; users their details and menu. */
export function Component() {
  return <MobileProfileScreen />;
}
