import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles';

/** Not a buttonStyles variant: a destructive, irreversible action should look unlike 'continue'. */
const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-danger-700 px-5 font-semibold text-white hover:bg-danger-600 disabled:opacity-60';

interface ConfirmDialogProps {
  title: string;
  /** The question, plus anything that names what is at stake. */
  description: ReactNode;
  /** The answer that acts; none when there is nothing to do but close. */
  confirmLabel?: string;
  onConfirm?: () => void;
  cancelLabel: string;
  /** 'danger' for what cannot be undone; 'primary' for a yes that is safe (allow access). */
  tone?: 'danger' | 'primary';
  /** The button that opens it (clear cart, cancel order); without one, `open` controls it. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Every question the shopper must answer (clear cart, cancel order, delete address, allow a
 * permission): an alert dialog, the acting choice first and a way out.
 */
export function ConfirmDialog({ trigger, open, onOpenChange, ...props }: ConfirmDialogProps) {
  const confirmStyles = props.tone === 'primary' ? buttonStyles() : dangerButton;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <AlertDialog.Content
          dir="rtl"
          data-dark-scope=""
          className="fixed inset-0 z-50 m-auto flex h-fit w-[calc(100%-2rem)] max-w-sm flex-col gap-3 rounded-card bg-white p-5 text-neutral-900 shadow-raised dark:bg-neutral-900 dark:text-neutral-50"
        >
          <AlertDialog.Title className="text-lg font-bold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-neutral-800 dark:text-neutral-200">
            {props.description}
          </AlertDialog.Description>
          <div className="mt-2 flex gap-2 [&>*]:flex-1">
            {props.confirmLabel && (
              <AlertDialog.Action onClick={props.onConfirm} className={confirmStyles}>
                {props.confirmLabel}
              </AlertDialog.Action>
            )}
            <AlertDialog.Cancel className={buttonStyles({ variant: 'outline' })}>
              {props.cancelLabel}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
