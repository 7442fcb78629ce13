import { adminStoresText } from '@souq/domain/locales/ar/admin';
import {
  type AdminStoreList,
  type StoreStatus,
  storeStatuses,
} from '@souq/domain/schemas/seller-store';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const t = adminStoresText;

interface StatusTabsProps {
  status: StoreStatus;
  onStatusChange: (status: StoreStatus) => void;
  counts: AdminStoreList['counts'] | undefined;
  children: ReactNode;
}

/**
 * The four store statuses as tabs with their counts, the applications queue first: two by two
 * on a phone, a row from the small breakpoint up. Radix gives the tab roles and arrow keys in
 * the Arabic reading direction.
 */
export function StatusTabs({ status, onStatusChange, counts, children }: StatusTabsProps) {
  return (
    <RadixTabs.Root
      value={status}
      onValueChange={(value) => onStatusChange(value as StoreStatus)}
      dir="rtl"
      activationMode="manual"
    >
      <RadixTabs.List
        aria-label={t.tabsLabel}
        className="grid grid-cols-2 gap-1 rounded-xl bg-neutral-200/70 p-1 sm:flex dark:bg-neutral-800"
      >
        {storeStatuses.map((value) => {
          const count = counts?.[value];
          return (
            <RadixTabs.Trigger
              key={value}
              value={value}
              className={cn(
                'flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-neutral-700 transition-colors sm:flex-1',
                'hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white',
                'data-[state=active]:bg-white data-[state=active]:text-primary-800 data-[state=active]:shadow-card',
                'dark:data-[state=active]:bg-neutral-950 dark:data-[state=active]:text-primary-300',
              )}
            >
              {t.tabs[value]}
              <span
                className={cn(
                  'min-w-6 rounded-pill px-1.5 leading-6 font-bold',
                  value === 'pending' && count
                    ? 'bg-accent-400 text-neutral-950'
                    : 'bg-neutral-100 dark:bg-neutral-900',
                )}
              >
                {count ?? '…'}
              </span>
            </RadixTabs.Trigger>
          );
        })}
      </RadixTabs.List>
      <RadixTabs.Content value={status} className="mt-4 focus:outline-none">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
