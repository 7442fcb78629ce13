import { profileText } from '@souq/domain/locales/ar/profile';
import { paths } from '@souq/domain/paths';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import type { ReturnState } from '@/features/auth/require-account';
import { useAuth } from '@/features/auth/use-auth';
import { Redirect } from '@/lib/redirect';
import { CompleteProfileForm } from './components/complete-profile-form';

const t = profileText.complete;

/**
 * /complete-profile and /profile-completion. Guests go to /auth; a complete profile has
 * nothing to do here and goes on (to / unless a screen asked to come back).
 */
export function CompleteProfileScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const onward = (useLocation().state as ReturnState | null)?.from ?? paths.web.home();

  if (auth.status === 'loading') return <SpinnerStatus label={profileText.checkingSession} />;
  if (auth.status === 'signedOut') return <Redirect to={paths.web.auth()} replace />;
  if (auth.status === 'signedIn') return <Redirect to={onward} replace />;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-center text-3xl font-extrabold text-neutral-900">{t.title}</h1>
      <p className="mt-2 text-center text-neutral-700">{t.intro}</p>
      <Card className="mt-6">
        <CompleteProfileForm
          user={auth.user}
          onCompleted={() => navigate(onward, { replace: true })}
        />
      </Card>
    </section>
  );
}
