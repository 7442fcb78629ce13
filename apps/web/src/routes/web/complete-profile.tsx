import { CompleteProfileScreen } from '@/features/profile/complete-profile-screen';

/** /complete-profile and /profile-completion: the rest of a new account's profile. */
export function Component() {
  return <CompleteProfileScreen />;
}
