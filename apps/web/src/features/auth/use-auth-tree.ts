import { paths } from '@souq/domain/paths';
import { useLocation } from 'react-router';
import type { AuthTree } from './api';

/** The tree the auth forms are shown in, so the mails they cause link back into it. */
export function useAuthTree(): AuthTree {
  const { pathname } = useLocation();
  const mobile = paths.mobile.home();
  return pathname === mobile || pathname.startsWith(`${mobile}/`) ? 'mobile' : 'web';
}
