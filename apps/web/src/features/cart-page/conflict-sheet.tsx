import type { CartItem } from '@souq/domain/cart';
import type { CartConflict } from '@souq/domain/cart-conflicts';
import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { Trash2 } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Sheet } from '@/components/ui/sheet';
import { currencyName } from './currency-name';

const c = t.conflict;

interface ConflictSheetProps {
  /** The conflict being resolved; null closes the sheet. */
  conflict: CartConflict | null;
  items: readonly CartItem[];
  onClose: () => void;
  onKeepVendor: (vendorId: string) => void;
  onKeepCurrency: (currency: string) => void;
  onRemove: (id: string) => void;
}

const titles = {
  vendor: c.vendorTitle,
  currency: c.currencyTitle,
  payment: c.paymentTitle,
  fulfillment: c.fulfillmentTitle,
} as const;

/**
 * Spec orders §4 (mobile cart conflict resolution): keep one vendor or one currency (the others'
 * lines go), or remove single lines that share no payment or fulfilment with the rest.
 */
export function ConflictSheet(props: ConflictSheetProps) {
  const { conflict, items, onClose } = props;
  const choose = (act: () => void) => () => {
    act();
    onClose();
  };
  return (
    <Sheet
      open={conflict !== null}
      onOpenChange={(open) => !open && onClose()}
      title={conflict ? titles[conflict.type] : ''}
      closeLabel={t.close}
    >
      {conflict?.type === 'vendor' && (
        <Choices text={c.vendorText}>
          {conflict.choices.map((choice) => (
            <li key={choice.vendorId}>
              <button
                type="button"
                onClick={choose(() => props.onKeepVendor(choice.vendorId))}
                className={buttonStyles({ variant: 'outline', className: 'h-auto w-full py-3' })}
              >
                <span className="flex-1 text-start">{c.keepVendor(choice.vendorName)}</span>
                <span className="text-sm font-normal">{c.units(choice.count)}</span>
              </button>
            </li>
          ))}
        </Choices>
      )}
      {conflict?.type === 'currency' && (
        <Choices text={c.currencyText}>
          {conflict.choices.map((choice) => (
            <li key={choice.currency}>
              <button
                type="button"
                onClick={choose(() => props.onKeepCurrency(choice.currency))}
                className={buttonStyles({ variant: 'outline', className: 'h-auto w-full py-3' })}
              >
                <span className="flex-1 text-start">
                  {c.keepCurrency(currencyName(choice.currency))}
                </span>
                <span className="text-sm font-normal">{c.units(choice.count)}</span>
              </button>
            </li>
          ))}
        </Choices>
      )}
      {(conflict?.type === 'payment' || conflict?.type === 'fulfillment') && (
        <Choices text={conflict.type === 'payment' ? c.paymentText : c.fulfillmentText}>
          {items
            .filter((item) => conflict.itemIds.includes(item.id))
            .map((item) => (
              <li key={item.id} className="flex items-center gap-2">
                <span className="min-w-0 flex-1 font-semibold">{item.name}</span>
                <button
                  type="button"
                  onClick={() => props.onRemove(item.id)}
                  aria-label={t.removeLabel(item.name)}
                  className={buttonStyles({ variant: 'outline', size: 'sm' })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t.remove}
                </button>
              </li>
            ))}
        </Choices>
      )}
    </Sheet>
  );
}

function Choices({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-neutral-700 dark:text-neutral-300">{text}</p>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  );
}
