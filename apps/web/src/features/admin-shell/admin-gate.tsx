import type { CurrentUser } from '@souq/domain/schemas/accounts';
import type { ReactNode } from 'react';
import { NotAllowed } from '@/features/auth/not-allowed';
import { RequireAccount } from '@/features/auth/require-account';

/**
 * Gate of every /admin screen: guests sign in first (and come back), everyone but an
 * administrator (a confirmed address in ADMIN_EMAILS, decided by the server) sees 'غير مسموح'.
 * The API refuses them on its own; this only spares them a screen of errors.
 */
export function AdminGate({ children }: { children: (admin: CurrentUser) => ReactNode }) {
  return (
    <RequireAccount>
      {(user) => (user.type === 'admin' ? children(user) : <NotAllowed />)}
    </RequireAccount>
  );
}
