import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { deliveryFeeAdjustInput } from '@souq/domain/schemas/seller-orders';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ModalBody, ModalFooter, ModalFrame } from '@/components/ui/modal-frame';
import { currencyName } from '@/features/cart-page/currency-name';
import { latinDigits } from '@/lib/latin-digits';

const t = sellerOrderDetailText;

interface FeeDialogProps {
  currency: string;
  current: number | null;
  busy: boolean;
  /** Sends the fee; resolves with the failure's Arabic message, or undefined when done. */
  onSubmit: (deliveryFee: number, reason: string) => Promise<string | undefined>;
  onClose: () => void;
}

type Problems = { delivery_fee?: string; reason?: string };

/**
 * The store sets a delivery order's fee while accepting it (a closed road, a fee the rule
 * could not know): amount and reason checked with the API's own schema before sending.
 */
export function FeeDialog({ currency, current, busy, onSubmit, onClose }: FeeDialogProps) {
  const [amount, setAmount] = useState(current === null ? '' : String(current));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = latinDigits(amount).replace(/[,\s]/g, '');
    const parsed = deliveryFeeAdjustInput.safeParse({
      delivery_fee: typed === '' ? Number.NaN : Number(typed),
      reason,
    });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Problems;
        found[field] ??= issue.message;
      }
      return setProblems(found);
    }
    setProblems({});
    setFailure(await onSubmit(parsed.data.delivery_fee, parsed.data.reason));
  };
  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t.fee.title}
      closeLabel={t.close}
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
          <p>{t.fee.text}</p>
          <TextField
            label={t.fee.amount(currencyName(currency))}
            inputMode="decimal"
            latin
            value={amount}
            error={problems.delivery_fee}
            onChange={(event) => {
              setAmount(event.target.value);
              setProblems((p) => ({ ...p, delivery_fee: undefined }));
            }}
          />
          <TextareaField
            label={t.fee.reason}
            value={reason}
            error={problems.reason}
            maxLength={500}
            onChange={(event) => {
              setReason(event.target.value);
              setProblems((p) => ({ ...p, reason: undefined }));
            }}
          />
          {failure && <FormAlert tone="error" message={failure} />}
        </ModalBody>
        <ModalFooter>
          <button type="submit" disabled={busy} className={buttonStyles()}>
            {t.fee.submit}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={onClose}
            className={buttonStyles({ variant: 'outline' })}
          >
            {t.keep}
          </button>
        </ModalFooter>
      </form>
    </ModalFrame>
  );
}
