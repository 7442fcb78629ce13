import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ModalBody, ModalFooter, ModalFrame } from '@/components/ui/modal-frame';

const t = sellerOrderDetailText;
/** Both reasons end the order: the button looks unlike a step forward (as in ConfirmDialog). */
const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-danger-700 px-5 font-semibold text-white hover:bg-danger-600 disabled:cursor-not-allowed disabled:opacity-60';

export interface ReasonDialogProps {
  title: string;
  text: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  /** The shared schema's message for this reason, or undefined when it passes. */
  check: (reason: string) => string | undefined;
  /** Sends it; resolves with the failure's Arabic message, or undefined when done. */
  onSubmit: (reason: string) => Promise<string | undefined>;
  onClose: () => void;
  /** 'danger' (the default) for a move that ends the order, 'primary' for one that goes on. */
  tone?: 'danger' | 'primary';
}

/**
 * Asks why (rejecting a payment, cancelling): the customer is shown the reason, so it is
 * required, checked with the schema the API parses, and nothing is sent without it.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const invalid = props.check(reason);
    setProblem(invalid);
    if (invalid) return;
    setFailure(await props.onSubmit(reason.trim()));
  };
  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && !props.busy && props.onClose()}
      title={props.title}
      closeLabel={t.close}
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
          <p>{props.text}</p>
          <TextareaField
            label={props.label}
            value={reason}
            error={problem}
            maxLength={500}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(undefined);
            }}
          />
          {failure && <FormAlert tone="error" message={failure} />}
        </ModalBody>
        <ModalFooter>
          <button
            type="submit"
            disabled={props.busy}
            className={props.tone === 'primary' ? buttonStyles() : dangerButton}
          >
            {props.submitLabel}
          </button>
          <button
            type="button"
            disabled={props.busy}
            onClick={props.onClose}
            className={buttonStyles({ variant: 'outline' })}
          >
            {t.keep}
          </button>
        </ModalFooter>
      </form>
    </ModalFrame>
  );
}
