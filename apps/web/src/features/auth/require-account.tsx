import { profileText } from '@souq/domain/locales/ar/profile';
import { paths } from '@souq/domain/paths';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { type ReactNode, useRef } from 'react';
import { useLocation } from 'react-router';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { Redirect } from '@/lib/redirect';
import { NotAllowed } from './not-allowed';
import { useAuth } from './use-auth';

/** Where /auth sends the user after a login: back to the screen that asked for it. */
export interface ReturnState {
  from?: string;
}

interface RequireAccountProps {
  /** Spec discovery §6: settings (and profile edit) are for users of type shopper only. */
  shopperOnly?: boolean;
  children: (user: CurrentUser) => ReactNode;
}

/**
 * Gate of the web tree's protected screens: guests go to /auth, an incomplete profile to
 * /complete-profile (spec orders §6: held to the prompt); on shopper-only screens a vendor goes
 * to the seller console (/seller), an administrator to the admin console (/admin), and any
 * other type sees 'غير مسموح'.
 */
export function RequireAccount({ shopperOnly = false, children }: RequireAccountProps) {
  const auth = useAuth();
  const { pathname } = useLocation();
  // A logout on this screen takes the user home itself. The router renders that navigation
  // in a transition, so this screen may see the signed-out state first: it must not answer
  // with a redirect to /auth, which would win the race.
  const hadUser = useRef(false);
  if (auth.user) hadUser.current = true;
  if (auth.status === 'loading') return <SpinnerStatus label={profileText.checkingSession} />;
  if (auth.status === 'signedOut') {
    if (hadUser.current) return null;
    const state: ReturnState = { from: pathname };
    return <Redirect to={paths.web.auth()} replace state={state} />;
  }
  if (auth.status === 'needsProfile') return <Redirect to={paths.web.completeProfile()} replace />;
  // A store owner's place is the seller console, not a 'not allowed' page.
  if (shopperOnly && auth.user.type === 'vendor') {
    return <Redirect to={paths.seller.home()} replace />;
  }
  // An administrator's is the admin console (issue walk: signing in landed on 'not allowed').
  if (shopperOnly && auth.user.type === 'admin') {
    return <Redirect to={paths.admin.home()} replace />;
  }
  if (shopperOnly && auth.user.type !== 'shopper') return <NotAllowed />;
  return children(auth.user);
}
