import { productEditorText, productImportText } from '@souq/domain/locales/ar/seller';
import type { ImportReport } from '@souq/domain/schemas/seller-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ArrowRight,
  CircleCheck,
  FileSpreadsheet,
  LoaderCircle,
  TriangleAlert,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FileButton } from '@/features/seller-shell/file-button';
import { FormCard } from '@/features/seller-shell/form-card';
import { SellerGate } from '@/features/seller-shell/seller-gate';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { useSellerPaths } from '@/lib/tree-paths';
import { importProducts, sellerProductsKey } from './api';
import { ProductsCsvDownload } from './products-csv-download';

const t = productImportText;

/** /seller/products/import: a CSV is checked (dry run) row by row before anything is written. */
export function ProductImportScreen() {
  return <SellerGate need="store">{() => <ImportProducts />}</SellerGate>;
}

function ImportProducts() {
  const paths = useSellerPaths();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const run = useMutation({
    mutationFn: ({ csv, dryRun }: { csv: File; dryRun: boolean }) =>
      importProducts(new Blob([csv], { type: 'text/csv' }), dryRun),
    onSuccess: (answer) => {
      setReport(answer);
      if (!answer.dry_run) {
        notify.success(t.done(answer.created, answer.updated));
        void queryClient.invalidateQueries({ queryKey: sellerProductsKey });
      }
    },
    onError: (error, { dryRun }) =>
      notify.error(apiMessageOf(error) ?? (dryRun ? t.failed : t.importFailed)),
  });
  const problemRows = report?.rows.filter((row) => row.problems.length > 0) ?? [];
  const canImport = report?.dry_run === true && problemRows.length === 0 && file !== null;
  const creates = report?.rows.filter((row) => row.action === 'create').length ?? 0;
  const updates = report?.rows.filter((row) => row.action === 'update').length ?? 0;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <Link
        to={paths.products()}
        className="flex items-center gap-1 self-start font-semibold text-primary-800 hover:underline dark:text-primary-300"
      >
        <ArrowRight aria-hidden="true" className="size-4" />
        {productEditorText.back}
      </Link>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <FormCard title={t.file} hint={t.intro}>
        <ProductsCsvDownload
          label={t.template}
          className="flex min-h-11 items-center gap-2 self-start text-start font-semibold text-primary-800 underline disabled:opacity-60 dark:text-primary-300"
        />
        {file && (
          <p className="flex items-center gap-2 font-semibold break-all">
            <FileSpreadsheet aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
            <span dir="ltr">{file.name}</span>
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <FileButton
            label={t.chooseFile}
            busyLabel={t.checking}
            busy={false}
            accept=".csv,text/csv"
            onFiles={([chosen]) => {
              if (!chosen) return;
              setFile(chosen);
              setReport(null);
              run.mutate({ csv: chosen, dryRun: true });
            }}
          />
          <button
            type="button"
            disabled={!file || run.isPending}
            onClick={() => file && run.mutate({ csv: file, dryRun: true })}
            className={buttonStyles({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            {run.isPending && run.variables?.dryRun && (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            )}
            {t.dryRun}
          </button>
          <button
            type="button"
            disabled={!canImport || run.isPending}
            onClick={() => file && run.mutate({ csv: file, dryRun: false })}
            className={buttonStyles({ className: 'w-full sm:w-auto' })}
          >
            {run.isPending && run.variables?.dryRun === false && (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            )}
            {run.isPending && run.variables?.dryRun === false ? t.importing : t.import}
          </button>
        </div>
      </FormCard>
      {run.isError && (
        <FormAlert
          tone="error"
          message={
            apiMessageOf(run.error) ?? (run.variables?.dryRun === false ? t.importFailed : t.failed)
          }
        />
      )}
      {report && (
        <section aria-live="polite" data-testid="import-report" className="flex flex-col gap-3">
          {report.dry_run ? (
            problemRows.length > 0 ? (
              <p className="flex items-start gap-2 rounded-card bg-danger-50 p-3 font-semibold text-danger-700 dark:bg-danger-950 dark:text-danger-300">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {t.problemsFound(problemRows.length)}
              </p>
            ) : (
              <p className="flex items-start gap-2 rounded-card bg-primary-50 p-3 font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-200">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {t.summary(creates, updates)}
              </p>
            )
          ) : (
            <p className="flex items-start gap-2 rounded-card bg-primary-50 p-3 font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-200">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {t.done(report.created, report.updated)}
            </p>
          )}
          <ol className="flex flex-col gap-2">
            {report.rows.map((row) => (
              <li
                key={row.row}
                className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-card dark:bg-neutral-900"
              >
                <p className="flex flex-wrap items-center gap-2 text-sm font-bold">
                  <span>{t.row(row.row)}</span>
                  {row.sku && (
                    <span dir="ltr" className="font-mono font-normal">
                      {row.sku}
                    </span>
                  )}
                  <span className="rounded-pill bg-neutral-100 px-2 py-0.5 text-xs dark:bg-neutral-800">
                    {t.actions[row.action]}
                  </span>
                </p>
                {row.problems.length > 0 && (
                  <ul className="list-disc ps-5 text-sm text-danger-700 dark:text-danger-300">
                    {row.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
