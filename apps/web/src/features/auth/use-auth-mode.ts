import { useLocation, useSearchParams } from 'react-router';

/** Spec: the auth screen's modes; `?mode=reset` opens the new-password form. */
export type AuthMode = 'login' | 'register' | 'forgot' | 'newPassword';

const modeOfParam: Record<string, AuthMode> = {
  register: 'register',
  forgot: 'forgot',
  reset: 'newPassword',
};
const paramOfMode: Record<AuthMode, string | null> = {
  login: null,
  register: 'register',
  forgot: 'forgot',
  newPassword: 'reset',
};

/**
 * The mode lives in the URL, so a mail link, the mobile "create account" button and reloads
 * open the right form. Switching modes drops one-off parameters (token, verified).
 */
export function useAuthMode() {
  const [params, setParams] = useSearchParams();
  // Kept across mode switches: where to return after a login (see RequireAccount).
  const { state } = useLocation();
  const mode = modeOfParam[params.get('mode') ?? ''] ?? 'login';
  const setMode = (next: AuthMode) => {
    const param = paramOfMode[next];
    setParams(param ? { mode: param } : {}, { replace: true, state });
  };
  return {
    mode,
    setMode,
    token: params.get('token'),
    tokenError: params.get('error'),
    justVerified: params.get('verified') === '1',
  };
}
