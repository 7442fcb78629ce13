import { WebProfileScreen } from '@/features/profile/web-profile-screen';

/** /profile: the signed-in user's summary, with the ways to settings and orders. */
export function Component() {
  return <WebProfileScreen />;
}
