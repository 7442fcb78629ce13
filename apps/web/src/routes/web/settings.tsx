import { WebSettingsScreen } from '@/features/settings/web-settings-screen';

/** /settings: shoppers only (spec); guests go to /auth, other types see 'غير مسموح'. */
export function Component() {
  return <WebSettingsScreen />;
}
