import { sellerSettingsText, sellerValidation } from '@souq/domain/locales/ar/seller';
import {
  MAX_CUSTOM_CSS_LENGTH,
  type SellerStore,
  type StoreCssVerdict,
} from '@souq/domain/schemas/seller-store';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import {
  errorStyles,
  hintStyles,
  inputStyles,
  labelStyles,
} from '@/components/ui/form/input-styles';
import { previewStoreCss } from '@/features/seller-shell/api';
import { FormCard } from '@/features/seller-shell/form-card';
import { apiMessageOf } from '@/lib/http';
import { SaveButton } from './save-button';
import { StorePreview } from './store-preview';
import { useSaveSection } from './use-save-section';

const t = sellerSettingsText.css;

/**
 * The store's own CSS: the sanitiser's verdict (POST /api/seller/store/css/preview) is shown
 * line by line, what was dropped and why, and saving is possible once the text shown was checked.
 */
export function CssSection({ store }: { store: SellerStore }) {
  const id = useId();
  const [text, setText] = useState(store.custom_css ?? '');
  const [verdict, setVerdict] = useState<{ text: string; result: StoreCssVerdict } | null>(null);
  const check = useMutation({
    mutationFn: (css: string) => previewStoreCss(css),
    onSuccess: (result, css) => setVerdict({ text: css, result }),
  });
  const save = useSaveSection('css');
  const checked = verdict !== null && verdict.text === text;
  const tooLong = text.length > MAX_CUSTOM_CSS_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked) save.mutate({ custom_css: text });
  };
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit}>
        <FormCard title={sellerSettingsText.sections.css}>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className={labelStyles}>
              {t.label}
            </label>
            <p id={`${id}-hint`} className={hintStyles}>
              {t.hint}
            </p>
            <textarea
              id={id}
              dir="ltr"
              rows={10}
              spellCheck={false}
              autoCapitalize="off"
              value={text}
              aria-describedby={`${id}-hint`}
              aria-invalid={tooLong ? true : undefined}
              onChange={(event) => setText(event.target.value)}
              className={inputStyles('py-2 font-mono text-sm text-start')}
            />
            {tooLong && <p className={errorStyles}>{sellerValidation.cssTooLong}</p>}
          </div>
          <button
            type="button"
            disabled={check.isPending || tooLong}
            onClick={() => check.mutate(text)}
            className={buttonStyles({
              variant: 'outline',
              className: 'w-full sm:w-auto sm:self-start',
            })}
          >
            {check.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
            {check.isPending ? t.checking : t.check}
          </button>
          {check.isError && (
            <p role="alert" className={errorStyles}>
              {apiMessageOf(check.error) ?? t.checkFailed}
            </p>
          )}
          {verdict && <Verdict result={verdict.result} stale={!checked} />}
          {!checked && <p className={hintStyles}>{t.mustCheck}</p>}
          <SaveButton pending={save.isPending} disabled={!checked} />
        </FormCard>
      </form>
      {checked && (
        <StorePreview
          store={store}
          layout={store.layout_template}
          colorPattern={store.color_pattern}
          customCss={verdict.result.css || null}
        />
      )}
    </div>
  );
}

function Verdict({ result, stale }: { result: StoreCssVerdict; stale: boolean }) {
  const { dropped } = result;
  return (
    <section
      aria-live="polite"
      data-testid="css-verdict"
      className={stale ? 'opacity-60' : undefined}
    >
      {dropped.length === 0 ? (
        <p className="flex items-center gap-2 font-semibold text-primary-800 dark:text-primary-300">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {result.css ? t.allKept : t.empty}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 font-semibold text-danger-700 dark:text-danger-300">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
            {t.dropped(dropped.length)}
          </p>
          <ol className="flex flex-col gap-2">
            {dropped.map((drop, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the same line may drop twice
                key={`${drop.line}-${index}`}
                className="rounded-xl border border-danger-300 bg-danger-50 p-3 dark:bg-danger-950"
              >
                <p className="text-sm font-bold">{t.line(drop.line)}</p>
                <code
                  dir="ltr"
                  className="block overflow-x-auto text-start font-mono text-sm whitespace-pre"
                >
                  {drop.text}
                </code>
                <p className="text-sm">{drop.reason}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
      {result.unreadable && result.unreadable.length > 0 && (
        <div className="mt-3 flex flex-col gap-2">
          <p className="flex items-center gap-2 font-semibold text-accent-800 dark:text-accent-100">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
            {t.unreadable}
          </p>
          <ol className="flex flex-col gap-2">
            {result.unreadable.map((problem, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: one rule may fail for two selectors
                key={`${problem.line}-${index}`}
                className="rounded-xl border border-accent-300 bg-accent-50 p-3 dark:bg-accent-800/30"
              >
                <p className="text-sm font-bold">{t.line(problem.line)}</p>
                <code
                  dir="ltr"
                  className="block overflow-x-auto text-start font-mono text-sm whitespace-pre"
                >
                  {problem.text}
                </code>
                <p className="text-sm">{problem.reason}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
      {result.css && (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold">{t.result}</summary>
          <pre
            dir="ltr"
            className="mt-2 max-h-60 overflow-auto rounded-xl bg-neutral-100 p-3 text-start text-sm dark:bg-neutral-800"
          >
            {result.css}
          </pre>
        </details>
      )}
    </section>
  );
}
