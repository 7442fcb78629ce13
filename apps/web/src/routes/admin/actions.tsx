import { AdminActionsScreen } from '@/features/admin-audit/actions-screen';

/** /admin/actions: every administrator action, who, when, what and why. */
export function Component() {
  return <AdminActionsScreen />;
}
