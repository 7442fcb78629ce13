import { sellerSettingsText } from '@souq/domain/locales/ar/seller';
import { LoaderCircle } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';

const t = sellerSettingsText;

/** A section's own save button: full width on a phone, at the end of the block on a desktop. */
export function SaveButton({
  pending,
  label = t.save,
  disabled = false,
}: {
  pending: boolean;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      className={buttonStyles({ className: 'w-full sm:w-auto sm:self-end sm:min-w-40' })}
    >
      {pending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {pending ? t.saving : label}
    </button>
  );
}
