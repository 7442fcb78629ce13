import { adminNewsletterText as t } from '@souq/domain/locales/ar/newsletter';
import { paths } from '@souq/domain/paths';
import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { downloadFromApi } from '@/lib/download';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';

/**
 * Every subscriber with their unsubscribe link, as the CSV the mailing tool imports; fetched
 * through the app's http so the native app's bearer token signs it (as the seller exports).
 */
export function SubscribersCsvDownload() {
  const download = useMutation({
    mutationFn: () => downloadFromApi(paths.api.adminNewsletterCsv(), 'newsletter.csv'),
    onError: (error) => notify.error(apiMessageOf(error) ?? t.downloadFailed),
  });
  return (
    <button
      type="button"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      className={buttonStyles({ variant: 'outline' })}
    >
      {download.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {download.isPending ? t.downloading : t.download}
    </button>
  );
}
