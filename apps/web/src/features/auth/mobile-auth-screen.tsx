import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { paths } from '@souq/domain/paths';
import { withQuery } from '@souq/domain/url';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { AuthTabs } from './components/auth-tabs';
import { ForgotPasswordLink } from './components/forgot-password-link';
import type { ReturnState } from './require-account';
import { useAuth } from './use-auth';
import { useAuthMode } from './use-auth-mode';

const forgotPath = withQuery(paths.web.auth(), { mode: 'forgot' });

/**
 * /mobile/auth (spec): login and register tabs, back to /mobile, and away to /mobile once
 * authenticated. An incomplete profile goes to /complete-profile (not redirected natively).
 */
export function MobileAuthScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { mode, setMode } = useAuthMode();

  useEffect(() => {
    if (auth.status === 'signedIn') navigate(paths.mobile.home(), { replace: true });
    if (auth.status === 'needsProfile') {
      const state: ReturnState = { from: paths.mobile.home() };
      navigate(paths.web.completeProfile(), { replace: true, state });
    }
  }, [auth.status, navigate]);

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <BackLink to={paths.mobile.home()} label={t.back} />
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">
        {t.mobileTitle}
      </h1>
      <Card>
        <AuthTabs
          mode={mode === 'register' ? 'register' : 'login'}
          setMode={setMode}
          forgot={<ForgotPasswordLink to={forgotPath} />}
          announceLogin
        />
      </Card>
    </div>
  );
}
