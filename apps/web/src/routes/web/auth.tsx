import { WebAuthScreen } from '@/features/auth/web-auth-screen';
import { PendingAddNotice } from '@/features/cart-page/pending-add-notice';

/** /auth (spec: login, register, forgot and new-password forms). */
export function Component() {
  return <WebAuthScreen notice={<PendingAddNotice />} />;
}
