import { profileText } from '@souq/domain/locales/ar/profile';
import { paths } from '@souq/domain/paths';
import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';
import { MobileAccountPage } from './mobile-account-page';

/** /mobile/profile/edit (spec): signed-in shoppers only; saved, then back to the profile. */
export function MobileEditProfileScreen() {
  const navigate = useNavigate();
  return (
    <MobileAccountPage
      title={profileText.mobile.editProfile}
      backLabel={profileText.edit.backToProfile}
    >
      {(user) => (
        <Card>
          <EditProfileForm user={user} onSaved={() => navigate(paths.mobile.profile())} />
        </Card>
      )}
    </MobileAccountPage>
  );
}
