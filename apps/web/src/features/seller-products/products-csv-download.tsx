import { productsExportText } from '@souq/domain/locales/ar/csv-exports';
import { paths } from '@souq/domain/paths';
import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { downloadFromApi } from '@/lib/download';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';

/**
 * The store's products as a CSV file (GET /api/seller/products.csv), fetched through the app's
 * http so the native app's bearer token signs it: a plain link carries only the web's cookie.
 */
export function ProductsCsvDownload({ label, className }: { label: string; className: string }) {
  const download = useMutation({
    mutationFn: () => downloadFromApi(paths.api.seller.productsCsv(), 'products.csv'),
    onError: (error) => notify.error(apiMessageOf(error) ?? productsExportText.failed),
  });
  return (
    <button
      type="button"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      className={className}
    >
      {download.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {label}
    </button>
  );
}
