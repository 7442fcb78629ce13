import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { useState } from 'react';
import type { useAuthMode } from '../use-auth-mode';
import { AuthTabs } from './auth-tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { ForgotPasswordButton } from './forgot-password-link';
import type { Notice } from './login-form';
import { NewPasswordForm } from './new-password-form';

type AuthModeState = ReturnType<typeof useAuthMode>;

/** What the mailed confirmation link reported: confirmed (?verified=1) or a bad link (?error=). */
function initialNotice(state: AuthModeState): Notice | null {
  if (state.justVerified) return { tone: 'success', message: m.emailVerified };
  if (state.tokenError && state.mode === 'login') {
    return { tone: 'error', message: t.verifyLinkInvalid };
  }
  return null;
}

/**
 * The auth screen's four forms (spec: login, register, forgot, newPassword), the same on /auth
 * and /mobile/auth, so a mail link of either tree opens its form without leaving the tree.
 */
export function AuthForms({
  state,
  announceLogin = false,
}: {
  state: AuthModeState;
  announceLogin?: boolean;
}) {
  const { mode, setMode } = state;
  const [notice, setNotice] = useState(() => initialNotice(state));
  const toLogin = (message: string | null) => {
    setNotice(message ? { tone: 'success', message } : null);
    setMode('login');
  };

  if (mode === 'forgot') {
    return (
      <ForgotPasswordForm onSent={() => toLogin(m.resetLinkSent)} onBack={() => toLogin(null)} />
    );
  }
  if (mode === 'newPassword') {
    return (
      <NewPasswordForm
        token={state.token}
        tokenError={state.tokenError}
        onDone={() => toLogin(m.passwordUpdated)}
        onRequestNewLink={() => setMode('forgot')}
        onBack={() => toLogin(null)}
      />
    );
  }
  return (
    <AuthTabs
      mode={mode}
      setMode={setMode}
      notice={notice}
      forgot={<ForgotPasswordButton onClick={() => setMode('forgot')} />}
      announceLogin={announceLogin}
    />
  );
}
