import { adminStoresText } from '@souq/domain/locales/ar/admin';
import { storeDecisionInput, storeDecisionWithReason } from '@souq/domain/schemas/seller-store';
import { decisionNeedsReason, type StoreVerb } from '@souq/domain/store-status';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ModalBody, ModalFooter, ModalFrame } from '@/components/ui/modal-frame';
import { cn } from '@/lib/cn';

const t = adminStoresText.dialog;
/** Saying no looks unlike a step forward (as ConfirmDialog's destructive button). */
const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-danger-700 px-5 font-semibold text-white hover:bg-danger-600 disabled:cursor-not-allowed disabled:opacity-60';

interface DecisionDialogProps {
  verb: StoreVerb;
  storeName: string;
  busy: boolean;
  /** Sends it; resolves with the failure's Arabic message, or undefined when done. */
  onSubmit: (reason: string | null) => Promise<string | undefined>;
  onClose: () => void;
}

/**
 * Confirms one decision on a store and says what it does. Rejecting and suspending ask the
 * reason the owner reads, checked with the schema the API parses (nothing is sent without
 * it); approving and reinstating take an optional note.
 */
export function DecisionDialog({ verb, storeName, busy, onSubmit, onClose }: DecisionDialogProps) {
  const needsReason = decisionNeedsReason(verb);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = (needsReason ? storeDecisionWithReason : storeDecisionInput).safeParse({
      reason,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setFailure(await onSubmit(parsed.data.reason ?? null));
  };
  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t.title[verb](storeName)}
      closeLabel={t.close}
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
          <p>{t.text[verb]}</p>
          <TextareaField
            label={needsReason ? t.reason : t.note}
            required={needsReason}
            value={reason}
            error={problem}
            maxLength={500}
            rows={3}
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
            disabled={busy}
            className={cn(needsReason ? dangerButton : buttonStyles())}
          >
            {adminStoresText.verbs[verb]}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={onClose}
            className={buttonStyles({ variant: 'outline' })}
          >
            {t.cancel}
          </button>
        </ModalFooter>
      </form>
    </ModalFrame>
  );
}
