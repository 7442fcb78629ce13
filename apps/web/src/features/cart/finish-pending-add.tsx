import { cartText } from '@souq/domain/locales/ar/cart';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { notify } from '@/lib/notify';
import { addToStoredCart } from './cart-storage';
import { clearPendingAdd, readPendingAdd } from './pending-add';

/** The sign-in screens of both trees: the add waits while the shopper is on one of them. */
const onAuthScreen = (pathname: string) => /^(\/mobile)?\/auth\/?$/.test(pathname);

/**
 * Finishes a guest's add once they are signed in and back on the page they asked from: the
 * same product, variant and quantity, with the usual 'added' toast; the 'please sign in'
 * prompt is taken away so it does not linger after the sign-in worked. A shopper who signs in
 * and goes elsewhere has changed their mind: the add is dropped. Mounted once in each shopper
 * tree's layout (web and /mobile).
 */
export function FinishPendingAdd(): null {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Kept until the session is known: a shopper may leave the sign-in screen before the session
  // check answers, and the add must still follow them then.
  const cameFromSignIn = useRef(onAuthScreen(pathname));
  useEffect(() => {
    if (onAuthScreen(pathname)) {
      cameFromSignIn.current = true;
      return;
    }
    if (auth.status !== 'signedIn') return;
    const leftSignIn = cameFromSignIn.current;
    cameFromSignIn.current = false;
    const pending = readPendingAdd();
    if (!pending) return;
    if (pending.from !== pathname + search && leftSignIn) {
      // The sign-in screen sent the shopper to its default page (the phone's home): take them
      // on to the page they were adding from, where the add finishes.
      navigate(pending.from, { replace: true });
      return;
    }
    clearPendingAdd();
    notify.dismiss(cartText.loginRequiredTitle);
    if (pending.from !== pathname + search) return;
    try {
      addToStoredCart(pending.item);
    } catch {
      notify.error(cartText.addFailed);
    }
  }, [auth.status, pathname, search, navigate]);
  return null;
}
