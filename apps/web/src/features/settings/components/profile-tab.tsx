import { settingsText as t } from '@souq/domain/locales/ar/settings';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { Card } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { ProfileCardForm } from '@/features/profile/components/profile-card-form';

export function ProfileTab({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
      <Card>
        <h2 className="mb-4 text-xl font-bold">{t.profileCard.title}</h2>
        <ProfileCardForm user={user} />
      </Card>
      <Card>
        <h2 className="text-xl font-bold">{t.changePassword.title}</h2>
        <p className="mb-4 text-sm text-neutral-600">{t.changePassword.intro}</p>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
