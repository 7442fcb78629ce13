import { nativeRedirectTarget } from '@souq/domain/native-redirect';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isNativeApp, markNativeShell, rememberSimulatedNative } from './native-platform';

/**
 * Spec (native redirect rule): inside the native app every navigation to a web route is
 * replaced by its /mobile counterpart, keeping query and hash. A layout effect, so the web
 * screen is never painted first.
 */
export function useNativeRedirect(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    rememberSimulatedNative(search);
    const native = isNativeApp();
    markNativeShell(native);
    if (!native) return;
    const target = nativeRedirectTarget(pathname);
    if (target) navigate({ pathname: target, search, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}

/**
 * The same rule applied to the very first URL before the router starts, so a native
 * launch at "/" never downloads the web landing page's code.
 */
export function redirectInitialUrl(): void {
  const { pathname, search, hash } = window.location;
  rememberSimulatedNative(search);
  const native = isNativeApp();
  markNativeShell(native);
  const target = native ? nativeRedirectTarget(pathname) : null;
  if (target) window.history.replaceState(window.history.state, '', target + search + hash);
}
