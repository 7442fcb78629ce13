import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { notify } from '@/lib/notify';

const t = checkoutText.screen;
/** Spec orders §9: the copy confirmation shows for 2 s. */
export const COPIED_MS = 2000;

/** The store's wallet account number, written left to right, with a copy button. */
export function CopyAccount({ account, methodName }: { account: string; methodName: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account);
      setCopied(true);
    } catch {
      notify.error(t.copyFailed);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-neutral-100 p-3 dark:bg-neutral-800">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm text-neutral-700 dark:text-neutral-300">{t.accountNumber}</span>
        {/* base size at phone width: a 17-character account fits on one line beside 'copy'. */}
        <span dir="ltr" className="break-all text-end font-mono text-base font-bold sm:text-lg">
          {account}
        </span>
      </div>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? t.copied : t.copyLabel(methodName)}
        className={buttonStyles({ variant: 'outline', size: 'sm' })}
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? t.copied : t.copy}
      </button>
    </div>
  );
}
