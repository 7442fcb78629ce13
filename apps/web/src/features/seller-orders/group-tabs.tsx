import { sellerBoardText } from '@souq/domain/locales/ar/seller-board';
import { type OrderGroup, orderGroups } from '@souq/domain/order-status';
import type { SellerOrdersReply } from '@souq/domain/schemas/seller-orders';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const t = sellerBoardText;

interface GroupTabsProps {
  group: OrderGroup;
  onGroupChange: (group: OrderGroup) => void;
  counts: SellerOrdersReply['counts'] | undefined;
  /** The chosen group's orders. */
  children: ReactNode;
}

/**
 * The board's five groups (decision 017 "Board") as tabs with their counts: five equal
 * columns on a phone (count over name, all in reach of a thumb), a row of pills from the small
 * breakpoint up. Radix gives the tab roles and arrow keys in the Arabic reading direction.
 */
export function GroupTabs({ group, onGroupChange, counts, children }: GroupTabsProps) {
  return (
    <RadixTabs.Root
      value={group}
      onValueChange={(value) => onGroupChange(value as OrderGroup)}
      dir="rtl"
      activationMode="manual"
    >
      <RadixTabs.List
        aria-label={t.groupsLabel}
        className="grid grid-cols-5 gap-1 rounded-xl bg-neutral-200/70 p-1 md:flex dark:bg-neutral-800"
      >
        {orderGroups.map((value) => {
          const count = counts?.[value];
          return (
            <RadixTabs.Trigger
              key={value}
              value={value}
              aria-label={
                count === undefined ? t.groups[value] : t.groupCount(t.groups[value], count)
              }
              className={cn(
                'flex min-h-12 min-w-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1.5 text-xs font-semibold text-neutral-700 transition-colors',
                'md:flex-1 md:flex-row md:gap-2 md:px-3 md:text-base',
                'hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white',
                'data-[state=active]:bg-white data-[state=active]:text-primary-800 data-[state=active]:shadow-card',
                'dark:data-[state=active]:bg-neutral-950 dark:data-[state=active]:text-primary-300',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'min-w-6 rounded-pill px-1.5 text-base leading-6 font-bold md:order-last md:text-sm',
                  value === 'new' && count
                    ? 'bg-accent-400 text-neutral-950'
                    : 'bg-neutral-100 dark:bg-neutral-900',
                )}
              >
                {count ?? '…'}
              </span>
              <span aria-hidden="true" className="max-w-full truncate">
                {t.groups[value]}
              </span>
            </RadixTabs.Trigger>
          );
        })}
      </RadixTabs.List>
      <RadixTabs.Content value={group} className="mt-4 focus:outline-none">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
