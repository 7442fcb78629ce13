import { settingsText } from '@souq/domain/locales/ar/settings';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { settingsRowStyles } from './settings-group';

interface SheetRowProps {
  label: string;
  Icon: LucideIcon;
  /** The sheet's content; a function receives `close` (e.g. after a successful form). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** A settings row that opens its content in a bottom sheet. */
export function SheetRow({ label, Icon, children }: SheetRowProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={settingsRowStyles}>
        <Icon aria-hidden="true" className="size-5 text-primary-700 dark:text-primary-300" />
        <span className="flex-1">{label}</span>
        <ChevronRight aria-hidden="true" className="size-5 text-neutral-500 rtl:-scale-x-100" />
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={label}
        closeLabel={settingsText.mobile.close}
      >
        {typeof children === 'function' ? children(close) : children}
      </Sheet>
    </>
  );
}
