import { profileText } from '@souq/domain/locales/ar/profile';
import { paths } from '@souq/domain/paths';
import { withQuery } from '@souq/domain/url';
import { UserRound } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { useAuth } from '@/features/auth/use-auth';
import { AccountIdentity } from '@/features/profile/components/account-identity';
import { AccountCard } from './account-card';
import { CompleteProfileCard } from './account-gate';
import { ProfileMenu } from './profile-menu';

const t = profileText.mobile;

/** /mobile/profile (spec): guests get login and create account; users their details and menu. */
export function MobileProfileScreen() {
  const auth = useAuth();
  return (
    <div className="flex flex-col gap-4 px-4 py-5">
      <h1 className="sr-only">{profileText.summary.title}</h1>
      {auth.status === 'loading' && <SpinnerStatus label={profileText.checkingSession} />}
      {auth.status === 'signedOut' && (
        <AccountCard
          icon={<UserRound aria-hidden="true" className="size-7" />}
          title={t.guestTitle}
          text={t.guestText}
          actions={[
            { to: paths.mobile.auth(), label: t.login },
            {
              to: withQuery(paths.mobile.auth(), { mode: 'register' }),
              label: t.createAccount,
              variant: 'outline',
            },
          ]}
        />
      )}
      {auth.status === 'needsProfile' && <CompleteProfileCard />}
      {auth.status === 'signedIn' && (
        <>
          <Card className="flex flex-col gap-3">
            <AccountIdentity name={auth.user.name} email={auth.user.email} />
            <p className="text-neutral-700 dark:text-neutral-300">
              <span className="text-sm">{profileText.summary.phone}: </span>
              {auth.user.phone ? (
                <bdi dir="ltr">{auth.user.phone}</bdi>
              ) : (
                profileText.summary.noPhone
              )}
            </p>
          </Card>
          <ProfileMenu />
        </>
      )}
    </div>
  );
}
