import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { paths } from '@souq/domain/paths';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { AuthForms } from './components/auth-forms';
import type { ReturnState } from './require-account';
import { useAuth } from './use-auth';
import { useAuthMode } from './use-auth-mode';

/**
 * /mobile/auth (spec): login and register tabs, and the forgot and new-password forms, so a
 * phone user's mail links (confirmation, reset) land back here; away to /mobile once
 * authenticated. An incomplete profile goes to /complete-profile (not redirected natively).
 * `notice` stands above the forms (the add-to-cart waiting for the sign-in).
 */
export function MobileAuthScreen({ notice }: { notice?: ReactNode }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const state = useAuthMode();
  const { mode } = state;

  useEffect(() => {
    // A reset link is honoured even when signed in: whoever holds it wants a new password.
    if (mode === 'newPassword') return;
    if (auth.status === 'signedIn') navigate(paths.mobile.home(), { replace: true });
    if (auth.status === 'needsProfile') {
      const returnTo: ReturnState = { from: paths.mobile.home() };
      navigate(paths.web.completeProfile(), { replace: true, state: returnTo });
    }
  }, [auth.status, mode, navigate]);

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <BackLink to={paths.mobile.home()} label={t.back} />
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">
        {t.mobileTitle}
      </h1>
      {notice}
      <Card>
        <AuthForms state={state} announceLogin />
      </Card>
    </div>
  );
}
