import { WebAuthScreen } from '@/features/auth/web-auth-screen';

/** /auth (spec: login, register, forgot and new-password forms). */
export function Component() {
  return <WebAuthScreen />;
}
