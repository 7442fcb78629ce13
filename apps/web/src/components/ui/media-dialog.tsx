import { Dialog } from 'radix-ui';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface MediaDialogProps {
  onClose: () => void;
  /** The panel's layout; it always fills the screen. */
  className: string;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** The viewer's own title (Dialog.Title) and controls (Dialog.Close among them). */
  children: ReactNode;
}

/**
 * A full-screen viewer on black for pictures and videos (Radix dialog, open while shown):
 * Escape or the viewer's close button ends it and focus returns to what opened it. Dialogs
 * with a title bar use DialogShell.
 */
export function MediaDialog({ onClose, className, onKeyDown, children }: MediaDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* Solid: a page showing through behind a picture reads as part of it. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950" />
        <Dialog.Content
          dir="rtl"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          className={cn('fixed inset-0 z-50 outline-none', className)}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
