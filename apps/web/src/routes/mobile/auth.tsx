import { MobileAuthScreen } from '@/features/auth/mobile-auth-screen';
import { PendingAddNotice } from '@/features/cart-page/pending-add-notice';

/** /mobile/auth (spec): login and register tabs; away to /mobile once signed in. */
export function Component() {
  return <MobileAuthScreen notice={<PendingAddNotice />} />;
}
