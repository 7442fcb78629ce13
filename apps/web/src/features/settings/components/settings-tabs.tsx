import { settingsText as t } from '@souq/domain/locales/ar/settings';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { AddressesPanel } from '@/features/addresses/addresses-panel';
import { OrdersTabCard } from './orders-tab-card';
import { ProfileTab } from './profile-tab';

/** Web settings (spec): three tabs, profile, addresses and my orders. */
export function SettingsTabs({ user }: { user: CurrentUser }) {
  const [tab, setTab] = useState('profile');
  return (
    <Tabs
      label={t.tabsLabel}
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: 'profile', label: t.tabs.profile, content: <ProfileTab user={user} /> },
        { value: 'addresses', label: t.tabs.addresses, content: <AddressesPanel /> },
        { value: 'orders', label: t.tabs.orders, content: <OrdersTabCard /> },
      ]}
    />
  );
}
