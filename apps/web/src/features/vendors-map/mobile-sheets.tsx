import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** 'side': the filters sheet from the start edge; 'list': 70% bottom sheet; 'drawer': detail. */
  kind: 'side' | 'list' | 'drawer';
  children: ReactNode;
  testId: string;
}

const placement = {
  side: 'inset-y-0 start-0 w-[min(22rem,88vw)] rounded-e-card pt-safe-top',
  list: 'inset-x-0 bottom-0 h-[70vh] rounded-t-card',
  drawer:
    'inset-x-0 bottom-[calc(4rem+var(--spacing-safe-bottom))] max-h-[60vh] rounded-t-card border-t border-neutral-200',
} as const;

/** The mobile map's sheets (Radix dialog: focus trapped, Escape closes, focus returns). */
export function MapPanel({
  open,
  onOpenChange,
  title,
  closeLabel,
  kind,
  children,
  testId,
}: PanelProps) {
  return (
    // the detail drawer is not modal: the map above it stays visible and usable
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={kind !== 'drawer'}>
      <Dialog.Portal>
        {kind !== 'drawer' && (
          <Dialog.Overlay className="fixed inset-0 z-[1000] bg-neutral-950/40" />
        )}
        <Dialog.Content
          dir="rtl"
          aria-describedby={undefined}
          data-dark-scope=""
          data-testid={testId}
          className={cn(
            'fixed z-[1000] mx-auto flex max-w-screen-sm flex-col bg-white pb-safe-bottom text-neutral-900 shadow-raised dark:bg-neutral-900 dark:text-neutral-50',
            placement[kind],
          )}
        >
          <div className="flex items-center gap-3 border-b border-neutral-200 px-4 py-2 dark:border-neutral-700">
            <Dialog.Title className="flex-1 text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="flex size-11 items-center justify-center rounded-xl text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
