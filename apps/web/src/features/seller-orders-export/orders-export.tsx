import { ordersExportText as t } from '@souq/domain/locales/ar/csv-exports';
import { paths } from '@souq/domain/paths';
import { ordersCsvQuery } from '@souq/domain/schemas/seller-orders';
import { withQuery } from '@souq/domain/url';
import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { errorStyles, hintStyles } from '@/components/ui/form/input-styles';
import { TextField } from '@/components/ui/form/text-field';
import { downloadFromApi } from '@/lib/download';
import { serverFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';

/** Days as the export counts them: on the clock of Syria, where the stores are. */
const syriaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Damascus',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DEFAULT_DAYS = 30;

/** The last `days` days up to today (both included), as YYYY-MM-DD. */
function lastDays(now: Date, days: number): { from: string; to: string } {
  const to = syriaDay.format(now);
  const start = Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000;
  return { from: new Date(start).toISOString().slice(0, 10), to };
}

/**
 * The store's orders of a day range as a spreadsheet (GET /api/seller/orders.csv; decision 017
 * "Export"), the last 30 days unless changed. Downloaded through the app's http, so the native
 * app's bearer token signs it; the range is checked with the API's own schema first, and the
 * API's Arabic refusal is shown where it belongs.
 */
export function OrdersExport() {
  const titleId = useId();
  const form = useSchemaForm(ordersCsvQuery, lastDays(new Date(), DEFAULT_DAYS));
  const download = useMutation({
    mutationFn: (range: { from: string; to: string }) =>
      downloadFromApi(withQuery(paths.api.seller.ordersCsv(), range), 'orders.csv'),
    onSuccess: () => notify.success(t.downloaded),
    onError: (error) => {
      const fields = serverFieldErrors<{ from: string; to: string }>(error, ['from', 'to']);
      if (Object.keys(fields).length > 0) form.showErrors(fields);
    },
  });
  const submit = form.onSubmit(async (range) => {
    await download.mutateAsync(range).catch(() => undefined);
  });
  const fieldless =
    download.isError && Object.keys(form.formState.errors).length === 0
      ? (apiMessageOf(download.error) ?? t.failed)
      : null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t.title}
      </h2>
      <p className={hintStyles}>{t.intro}</p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <TextField type="date" label={t.from} latin {...form.field('from')} />
        <TextField type="date" label={t.to} latin {...form.field('to')} />
        <button
          type="submit"
          disabled={download.isPending}
          className={buttonStyles({ className: 'w-full sm:mt-8 sm:w-auto' })}
        >
          {download.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-5" />
          )}
          {download.isPending ? t.downloading : t.download}
        </button>
      </form>
      {fieldless && (
        <p role="alert" className={errorStyles}>
          {fieldless}
        </p>
      )}
    </section>
  );
}
