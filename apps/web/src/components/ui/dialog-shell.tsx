import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Where the panel sits and how big it is (Sheet and ModalFrame give theirs). */
  panelClassName: string;
  /** False: no overlay, and the page behind stays usable (the map's vendor drawer). */
  modal?: boolean;
  /** Above a Leaflet map, whose panes and controls reach z-index 1000. */
  overMap?: boolean;
  /** Kept mounted but out of sight, e.g. the address form while the picker covers it. */
  hidden?: boolean;
  testId?: string;
}

/**
 * The one frame of every dialog with a title (Radix dialog, right to left): overlay, panel,
 * title bar with the close button. Focus stays inside while it is open, Escape and the close
 * button dismiss it, and focus returns to what opened it. 'Are you sure?' questions use
 * ConfirmDialog instead: no close button, a choice to make.
 */
export function DialogShell(props: DialogShellProps) {
  const { open, onOpenChange, title, closeLabel, children, panelClassName, testId } = props;
  const { modal = true, overMap = false, hidden = false } = props;
  const layer = overMap ? 'z-[1000]' : 'z-50';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <Dialog.Portal>
        {modal && (
          <Dialog.Overlay
            className={cn('fixed inset-0 bg-neutral-950/50', layer, hidden && 'hidden')}
          />
        )}
        <Dialog.Content
          dir="rtl"
          aria-describedby={undefined}
          data-dark-scope=""
          data-testid={testId}
          className={cn(
            'fixed flex flex-col bg-white pb-safe-bottom text-neutral-900 shadow-raised dark:bg-neutral-900 dark:text-neutral-50',
            layer,
            panelClassName,
            hidden && 'hidden',
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
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
