import { MobileEditProfileScreen } from '@/features/mobile-account/mobile-edit-profile-screen';

/** /mobile/profile/edit (spec): signed-in shoppers only; saved, then back to the profile. */
export function Component() {
  return <MobileEditProfileScreen />;
}
