import {
  sellerSettingsText,
  sellerValidation,
  storeFieldText,
} from '@souq/domain/locales/ar/seller';
import { type SellerStore, storeWalletsInput } from '@souq/domain/schemas/seller-store';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { ModalBody, ModalFooter, ModalFrame } from '@/components/ui/modal-frame';
import { FormCard } from '@/features/seller-shell/form-card';
import { serverFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { apiMessageOf } from '@/lib/http';
import { SaveButton } from './save-button';
import { useSaveSection } from './use-save-section';

const t = sellerSettingsText.wallets;
const f = storeFieldText;
const walletsOnly = storeWalletsInput.omit({ password: true });
type Wallets = { shamcash_account: string | null; goldmasters_account: string | null };

/**
 * Where shoppers send their money: changing it asks for the password again (PUT
 * /api/seller/store/wallets), so a borrowed phone cannot redirect a store's payments.
 */
export function WalletsSection({ store }: { store: SellerStore }) {
  const form = useSchemaForm(walletsOnly, {
    shamcash_account: store.shamcash_account ?? '',
    goldmasters_account: store.goldmasters_account ?? '',
  });
  const [pending, setPending] = useState<Wallets | null>(null);
  const save = useSaveSection('wallets');
  const submit = form.onSubmit((wallets) => setPending(wallets));
  return (
    <>
      <form ref={form.formRef} noValidate onSubmit={submit}>
        <FormCard title={sellerSettingsText.sections.wallets} hint={t.intro}>
          <TextField
            label={f.shamcash}
            latin
            placeholder={f.walletPlaceholder}
            {...form.field('shamcash_account')}
          />
          <TextField
            label={f.goldmasters}
            latin
            placeholder={f.walletPlaceholder}
            {...form.field('goldmasters_account')}
          />
          <SaveButton pending={save.isPending} label={t.save} />
        </FormCard>
      </form>
      {pending && (
        <PasswordDialog
          busy={save.isPending}
          onCancel={() => setPending(null)}
          onConfirm={async (password) => {
            try {
              await save.mutateAsync({ ...pending, password });
              setPending(null);
              return undefined;
            } catch (error) {
              const problems = serverFieldErrors(error, [
                'shamcash_account',
                'goldmasters_account',
              ]);
              if (Object.keys(problems).length > 0) {
                setPending(null);
                form.showErrors(problems);
                return undefined;
              }
              return apiMessageOf(error) ?? sellerSettingsText.saveFailed;
            }
          }}
        />
      )}
    </>
  );
}

interface PasswordDialogProps {
  busy: boolean;
  onCancel: () => void;
  /** Resolves with the message to show under the password, or undefined when done. */
  onConfirm: (password: string) => Promise<string | undefined>;
}

function PasswordDialog({ busy, onCancel, onConfirm }: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProblem(sellerValidation.passwordRequired);
    setProblem(await onConfirm(password));
  };
  return (
    <ModalFrame
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t.confirmTitle}
      closeLabel={t.cancel}
    >
      <form onSubmit={confirm} noValidate className="flex min-h-0 flex-1 flex-col">
        <ModalBody>
          <p>{t.confirmText}</p>
          <PasswordField
            label={t.password}
            autoComplete="current-password"
            value={password}
            error={problem}
            onChange={(event) => {
              setPassword(event.target.value);
              setProblem(undefined);
            }}
          />
        </ModalBody>
        <ModalFooter>
          <button type="submit" disabled={busy} className={buttonStyles()}>
            {t.confirm}
          </button>
          <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'outline' })}>
            {t.cancel}
          </button>
        </ModalFooter>
      </form>
    </ModalFrame>
  );
}
