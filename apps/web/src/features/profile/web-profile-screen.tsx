import { profileText } from '@souq/domain/locales/ar/profile';
import { RequireAccount } from '@/features/auth/require-account';
import { ProfileSummary } from './components/profile-summary';

/** /profile: the signed-in user's summary, with the ways to settings and orders. */
export function WebProfileScreen() {
  return (
    <RequireAccount>
      {(user) => (
        <section className="mx-auto w-full max-w-2xl px-4 py-8">
          <h1 className="mb-6 text-3xl font-extrabold text-neutral-900">
            {profileText.summary.title}
          </h1>
          <ProfileSummary user={user} />
        </section>
      )}
    </RequireAccount>
  );
}
