import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { paths } from '@souq/domain/paths';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { AuthTabs } from './components/auth-tabs';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { ForgotPasswordButton } from './components/forgot-password-link';
import type { Notice } from './components/login-form';
import { NewPasswordForm } from './components/new-password-form';
import type { ReturnState } from './require-account';
import { useAuth } from './use-auth';
import { type AuthMode, useAuthMode } from './use-auth-mode';

/** What the mailed confirmation link reported: confirmed (?verified=1) or a bad link (?error=). */
function initialNotice(verified: boolean, mode: AuthMode, error: string | null): Notice | null {
  if (verified) return { tone: 'success', message: m.emailVerified };
  if (error && mode === 'login') return { tone: 'error', message: t.verifyLinkInvalid };
  return null;
}

/**
 * /auth (spec: login, register, forgot and new-password forms). A signed-in visitor leaves
 * for where they came from (or /), an incomplete profile for /complete-profile. A reset
 * link is honoured even when signed in: whoever holds it wants a new password.
 */
export function WebAuthScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as ReturnState | null)?.from;
  const { mode, setMode, token, tokenError, justVerified } = useAuthMode();
  const [notice, setNotice] = useState(() => initialNotice(justVerified, mode, tokenError));

  useEffect(() => {
    if (mode === 'newPassword') return;
    if (auth.status === 'signedIn') navigate(from ?? paths.web.home(), { replace: true });
    if (auth.status === 'needsProfile') navigate(paths.web.completeProfile(), { replace: true });
  }, [auth.status, mode, from, navigate]);

  const toLogin = (message: string | null) => {
    setNotice(message ? { tone: 'success', message } : null);
    setMode('login');
  };

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-center text-3xl font-extrabold text-neutral-900">{t.webTitle}</h1>
      <p className="mt-2 text-center text-neutral-700">{t.webIntro}</p>
      <Card className="mt-6">
        {mode === 'forgot' && (
          <ForgotPasswordForm
            onSent={() => toLogin(m.resetLinkSent)}
            onBack={() => toLogin(null)}
          />
        )}
        {mode === 'newPassword' && (
          <NewPasswordForm
            token={token}
            tokenError={tokenError}
            onDone={() => toLogin(m.passwordUpdated)}
            onRequestNewLink={() => setMode('forgot')}
            onBack={() => toLogin(null)}
          />
        )}
        {(mode === 'login' || mode === 'register') && (
          <AuthTabs
            mode={mode}
            setMode={setMode}
            notice={notice}
            forgot={<ForgotPasswordButton onClick={() => setMode('forgot')} />}
          />
        )}
      </Card>
    </section>
  );
}
