import { MobileSettingsScreen } from '@/features/settings/mobile-settings-screen';

/** /mobile/settings (spec): notifications, appearance, security and privacy, help. */
export function Component() {
  return <MobileSettingsScreen />;
}
