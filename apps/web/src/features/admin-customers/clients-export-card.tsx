import { adminCustomersText } from '@souq/domain/locales/ar/admin';
import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { exportClients } from './clients-export';

const t = adminCustomersText.export;

/** The spec's export-clients as two buttons: every client as JSON or as CSV. */
export function ClientsExportCard() {
  const download = useMutation({
    mutationFn: exportClients,
    onError: (error) => notify.error(apiMessageOf(error) ?? t.failed),
  });
  return (
    <section
      aria-labelledby="clients-export"
      className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card sm:flex-row sm:items-center dark:bg-neutral-900"
    >
      <div className="min-w-0 flex-1">
        <h2 id="clients-export" className="font-bold">
          {t.title}
        </h2>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t.text}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {(['csv', 'json'] as const).map((format) => (
          <button
            key={format}
            type="button"
            disabled={download.isPending}
            onClick={() => download.mutate(format)}
            className={buttonStyles({ variant: 'outline', size: 'sm' })}
          >
            {download.isPending && download.variables === format ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {t[format]}
          </button>
        ))}
      </div>
    </section>
  );
}
