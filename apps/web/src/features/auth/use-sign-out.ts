import { nav } from '@souq/domain/locales/ar/nav';
import { useNavigate } from 'react-router';
import { forgetNativeToken } from '@/features/native/native-auth';
import { notify } from '@/lib/notify';
import { useTreePaths } from '@/lib/tree-paths';
import { signOut } from './api';
import { useAuth } from './use-auth';

/** Logout, then the shopper lands on the home of the route tree (spec: after logout go to /). */
export function useSignOut(): () => Promise<void> {
  const { apply } = useAuth();
  const navigate = useNavigate();
  const homePath = useTreePaths().home();
  return async () => {
    try {
      await signOut();
      // The app signs with a stored bearer token, not a cookie: the server's logout alone
      // would leave it on the device.
      await forgetNativeToken();
      notify.success(nav.loggedOut);
      // Leave first, so the screen left behind never shows a signed-out state.
      await navigate(homePath);
      apply({ type: 'signed-out' });
    } catch {
      notify.error(nav.logoutErrorTitle, { description: nav.logoutErrorText });
    }
  };
}
