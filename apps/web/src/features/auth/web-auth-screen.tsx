import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { paths } from '@souq/domain/paths';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { AuthForms } from './components/auth-forms';
import type { ReturnState } from './require-account';
import { useAuth } from './use-auth';
import { useAuthMode } from './use-auth-mode';

/**
 * /auth (spec: login, register, forgot and new-password forms). A signed-in visitor leaves
 * for where they came from (or /), an incomplete profile for /complete-profile. A reset
 * link is honoured even when signed in: whoever holds it wants a new password. `notice` stands
 * above the forms (the add-to-cart waiting for the sign-in).
 */
export function WebAuthScreen({ notice }: { notice?: ReactNode }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as ReturnState | null)?.from;
  const state = useAuthMode();
  const { mode } = state;

  useEffect(() => {
    if (mode === 'newPassword') return;
    if (auth.status === 'signedIn') navigate(from ?? paths.web.home(), { replace: true });
    if (auth.status === 'needsProfile') navigate(paths.web.completeProfile(), { replace: true });
  }, [auth.status, mode, from, navigate]);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-center text-3xl font-extrabold text-neutral-900">{t.webTitle}</h1>
      <p className="mt-2 text-center text-neutral-700">{t.webIntro}</p>
      {notice && <div className="mt-6">{notice}</div>}
      <Card className="mt-6">
        <AuthForms state={state} />
      </Card>
    </section>
  );
}
