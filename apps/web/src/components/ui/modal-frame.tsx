import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DialogShell, type DialogShellProps } from './dialog-shell';

interface ModalFrameProps extends Omit<DialogShellProps, 'panelClassName' | 'modal' | 'overMap'> {
  size?: 'md' | 'lg';
}

/**
 * The dialog shell filling a phone screen (spec: full-screen on phone) and a centred card
 * from the small breakpoint up. Centred with inset-0 and auto margins rather than
 * left/translate, so the same classes hold in right-to-left. Children bring ModalBody and
 * ModalFooter, so a sticky footer can read the body's state.
 */
export function ModalFrame({ size = 'md', ...shell }: ModalFrameProps) {
  return (
    <DialogShell
      {...shell}
      panelClassName={cn(
        'inset-0 pt-safe-top sm:py-0',
        'sm:m-auto sm:h-fit sm:max-h-[92vh] sm:w-[calc(100%-2rem)] sm:rounded-card',
        size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-lg',
      )}
    />
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
