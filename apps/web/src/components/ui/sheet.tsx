import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Where the sheet sits and how tall it is; by default a bottom sheet up to 90% high. */
  placement?: string;
  /** False: no overlay, and the page behind stays usable (the map's vendor drawer). */
  modal?: boolean;
  /** Above a Leaflet map, whose panes and controls reach z-index 1000. */
  overMap?: boolean;
  testId?: string;
}

const BOTTOM_SHEET = 'inset-x-0 bottom-0 max-h-[90vh] rounded-t-card';

/**
 * A sheet (Radix dialog): focus stays inside while it is open, Escape and the close button
 * dismiss it, and focus returns to the button that opened it.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
  placement = BOTTOM_SHEET,
  modal = true,
  overMap = false,
  testId,
}: SheetProps) {
  const layer = overMap ? 'z-[1000]' : 'z-50';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <Dialog.Portal>
        {modal && <Dialog.Overlay className={cn('fixed inset-0 bg-neutral-950/50', layer)} />}
        <Dialog.Content
          dir="rtl"
          aria-describedby={undefined}
          data-dark-scope=""
          data-testid={testId}
          className={cn(
            'fixed mx-auto flex max-w-screen-sm flex-col bg-white pb-safe-bottom text-neutral-900 shadow-raised dark:bg-neutral-900 dark:text-neutral-50',
            layer,
            placement,
          )}
        >
          <div className="flex items-center gap-3 border-b border-neutral-200 px-4 py-3 dark:border-neutral-700">
            <Dialog.Title className="flex-1 text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="flex size-11 items-center justify-center rounded-xl text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
