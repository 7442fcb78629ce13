import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A bottom sheet (Radix dialog): focus stays inside while it is open, Escape and the close
 * button dismiss it, and focus returns to the button that opened it.
 */
export function Sheet({ open, onOpenChange, title, closeLabel, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <Dialog.Content
          dir="rtl"
          aria-describedby={undefined}
          data-dark-scope=""
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90vh] max-w-screen-sm flex-col rounded-t-card bg-white pb-safe-bottom text-neutral-900 shadow-raised dark:bg-neutral-900 dark:text-neutral-50"
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
          <div className="overflow-y-auto px-4 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
