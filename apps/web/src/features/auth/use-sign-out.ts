import { nav } from '@souq/domain/locales/ar/nav';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { sessionQueryKey, signOut } from './session';

/** Logout, then the shopper lands on `homePath` (spec: after logout go to /). */
export function useSignOut(homePath: string): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      queryClient.setQueryData(sessionQueryKey, null);
      notify.success(nav.loggedOut);
      navigate(homePath);
    } catch {
      notify.error(nav.logoutErrorTitle, { description: nav.logoutErrorText });
    }
  };
}
