import { settingsText } from '@souq/domain/locales/ar/settings';
import { RequireAccount } from '@/features/auth/require-account';
import { SettingsTabs } from './components/settings-tabs';

/** /settings: shoppers only (spec); guests go to /auth, other types see 'غير مسموح'. */
export function WebSettingsScreen() {
  return (
    <RequireAccount shopperOnly>
      {(user) => (
        <section className="mx-auto w-full max-w-5xl px-4 py-8">
          <h1 className="mb-6 text-3xl font-extrabold text-neutral-900">{settingsText.title}</h1>
          <SettingsTabs user={user} />
        </section>
      )}
    </RequireAccount>
  );
}
