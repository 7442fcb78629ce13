import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles';

/** Not a buttonStyles variant: a destructive, irreversible action should look unlike 'continue'. */
const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-danger-700 px-5 font-semibold text-white hover:bg-danger-600 disabled:opacity-60';

interface ConfirmDialogContentProps {
  title: string;
  /** The question, plus anything that names what is at stake. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/**
 * The body of every 'are you sure?' alert dialog (clear cart, cancel order, delete address):
 * placed inside an AlertDialog.Root the caller controls, so triggers and open state stay theirs.
 */
export function ConfirmDialogContent(props: ConfirmDialogContentProps) {
  return (
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
          <AlertDialog.Action onClick={props.onConfirm} className={dangerButton}>
            {props.confirmLabel}
          </AlertDialog.Action>
          <AlertDialog.Cancel className={buttonStyles({ variant: 'outline' })}>
            {props.cancelLabel}
          </AlertDialog.Cancel>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
