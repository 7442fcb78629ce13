import { MobileAuthScreen } from '@/features/auth/mobile-auth-screen';

/** /mobile/auth (spec): login and register tabs; away to /mobile once signed in. */
export function Component() {
  return <MobileAuthScreen />;
}
