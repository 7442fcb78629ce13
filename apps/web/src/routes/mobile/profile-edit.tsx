import { profileText } from '@souq/domain/locales/ar/profile';
import { paths } from '@souq/domain/paths';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/ui/back-link';
import { Card } from '../../components/ui/card';
import { MobileAccountGate } from '../../features/mobile-account/account-gate';
import { EditProfileForm } from '../../features/profile/components/edit-profile-form';

/** /mobile/profile/edit (spec): signed-in shoppers only; saved, then back to the profile. */
export function Component() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <BackLink to={paths.mobile.profile()} label={profileText.edit.backToProfile} />
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">
        {profileText.mobile.editProfile}
      </h1>
      <MobileAccountGate>
        {(user) => (
          <Card>
            <EditProfileForm user={user} onSaved={() => navigate(paths.mobile.profile())} />
          </Card>
        )}
      </MobileAccountGate>
    </div>
  );
}
