import { nav } from '@souq/domain/locales/ar/nav';
import { profileText } from '@souq/domain/locales/ar/profile';
import { paths } from '@souq/domain/paths';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { LogIn, UserRoundPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { NotAllowed } from '@/features/auth/not-allowed';
import { useAuth } from '@/features/auth/use-auth';
import { Redirect } from '@/lib/redirect';
import { AccountCard } from './account-card';

/**
 * Gate of the mobile shopper screens (spec: signed-in shopper only, else a 'login required'
 * card to /mobile/auth). An incomplete profile is not signed in (spec orders §6) and is shown the
 * way to complete it; a vendor goes to the seller console, another user type sees 'غير مسموح'.
 */
export function MobileAccountGate({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <SpinnerStatus label={profileText.checkingSession} />;
  if (auth.status === 'signedOut') return <LoginRequiredCard />;
  if (auth.status === 'needsProfile') return <CompleteProfileCard />;
  // A store owner's place is the seller console (opened as it is inside the app).
  if (auth.user.type === 'vendor') return <Redirect to={paths.seller.home()} replace />;
  if (auth.user.type !== 'shopper') return <NotAllowed />;
  return children(auth.user);
}

export function LoginRequiredCard() {
  const t = profileText.loginRequired;
  return (
    <AccountCard
      icon={<LogIn aria-hidden="true" className="size-7 rtl:-scale-x-100" />}
      title={t.title}
      text={t.text}
      actions={[{ to: paths.mobile.auth(), label: t.button }]}
    />
  );
}

export function CompleteProfileCard() {
  return (
    <AccountCard
      icon={<UserRoundPen aria-hidden="true" className="size-7" />}
      title={nav.completeProfilePrompt}
      text={profileText.mobile.completeProfileText}
      actions={[{ to: paths.web.completeProfile(), label: nav.completeProfileButton }]}
    />
  );
}
