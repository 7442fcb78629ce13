import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface ModalFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** Kept mounted but out of sight, e.g. the address form while the picker covers it. */
  hidden?: boolean;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A Radix dialog that fills a phone screen (spec: full-screen on phone) and is a centred
 * card from the small breakpoint up. Centred with inset-0 and auto margins rather than
 * left/translate, so the same classes hold in right-to-left. Children bring ModalBody and
 * ModalFooter, so a sticky footer can read the body's state.
 */
export function ModalFrame(props: ModalFrameProps) {
  const { open, onOpenChange, title, closeLabel, hidden, size = 'md', children } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn('fixed inset-0 z-50 bg-neutral-950/50', hidden && 'hidden')}
        />
        <Dialog.Content
          dir="rtl"
          aria-describedby={undefined}
          data-dark-scope=""
          className={cn(
            'fixed inset-0 z-50 flex flex-col bg-white pt-safe-top pb-safe-bottom sm:py-0 text-neutral-900 shadow-raised dark:bg-neutral-900 dark:text-neutral-50',
            'sm:m-auto sm:h-fit sm:max-h-[92vh] sm:w-[calc(100%-2rem)] sm:rounded-card',
            size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-lg',
            hidden && 'hidden',
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
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ModalBody({ children }: { children: ReactNode }) {
  return <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4">{children}</div>;
}

export function ModalFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-2 border-t border-neutral-200 px-4 py-3 dark:border-neutral-700 [&>*]:flex-1">
      {children}
    </div>
  );
}
