import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  /** What the tab list is about, for screen readers. */
  label: string;
  tabs: ReadonlyArray<{ value: string; label: string; content: ReactNode }>;
  className?: string;
}

/**
 * Accessible tabs (Radix): role tab/tablist/tabpanel, arrow keys that follow the Arabic
 * reading direction, Home/End, and the selected panel reachable with Tab.
 */
export function Tabs({ value, onValueChange, label, tabs, className }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} dir="rtl" className={className}>
      <RadixTabs.List
        aria-label={label}
        className="flex gap-1 rounded-xl bg-neutral-200/70 p-1 dark:bg-neutral-800"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              'min-h-10 flex-1 rounded-lg px-3 py-2 font-semibold text-neutral-700 transition-colors',
              'hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white',
              'data-[state=active]:bg-white data-[state=active]:text-primary-800 data-[state=active]:shadow-card',
              'dark:data-[state=active]:bg-neutral-950 dark:data-[state=active]:text-primary-300',
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="mt-5">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
