import { DialogShell, type DialogShellProps } from './dialog-shell';

interface SheetProps extends Omit<DialogShellProps, 'panelClassName' | 'hidden'> {
  /** Where the sheet sits and how tall it is; by default a bottom sheet up to 90% high. */
  placement?: string;
}

const BOTTOM_SHEET = 'inset-x-0 bottom-0 max-h-[90vh] rounded-t-card';

/** A sheet: the dialog shell at the phone's width, its content scrolling under the title. */
export function Sheet({ placement = BOTTOM_SHEET, children, ...shell }: SheetProps) {
  return (
    <DialogShell {...shell} panelClassName={`mx-auto max-w-screen-sm ${placement}`}>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
    </DialogShell>
  );
}
