import type { ComponentProps } from 'react';
import { Sheet } from '@/components/ui/sheet';

type PanelProps = Omit<ComponentProps<typeof Sheet>, 'placement' | 'modal' | 'overMap'> & {
  /** 'side': the filters sheet from the start edge; 'list': 70% bottom sheet; 'drawer': detail. */
  kind: 'side' | 'list' | 'drawer';
};

const placement = {
  side: 'inset-y-0 start-0 w-[min(22rem,88vw)] rounded-e-card pt-safe-top',
  list: 'inset-x-0 bottom-0 h-[70vh] rounded-t-card',
  drawer:
    'inset-x-0 bottom-[calc(4rem+var(--spacing-safe-bottom))] max-h-[60vh] rounded-t-card border-t border-neutral-200',
} as const;

/** The mobile map's sheets: the shared Sheet, placed over the map. */
export function MapPanel({ kind, ...sheet }: PanelProps) {
  // the detail drawer is not modal: the map above it stays visible and usable
  return <Sheet {...sheet} placement={placement[kind]} modal={kind !== 'drawer'} overMap />;
}
