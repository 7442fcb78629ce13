import { reelsText } from '@souq/domain/locales/ar/reels';
import { Clapperboard } from 'lucide-react';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SectionNotice } from '@/components/ui/section-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import type { useReels } from './api';

/**
 * Loading, failed and empty reels (spec discovery §8: the empty text differs between web and
 * mobile).
 */
export function ReelsStatus({
  reels,
  emptyText,
}: {
  reels: ReturnType<typeof useReels>;
  emptyText: string;
}) {
  if (reels.isPending) return <SpinnerStatus label={reelsText.loading} />;
  if (reels.isError)
    return (
      <LoadErrorNotice
        error={reels.error}
        title={reelsText.loadError}
        onRetry={() => void reels.refetch()}
        retrying={reels.isFetching}
      />
    );
  return (
    <SectionNotice
      icon={<Clapperboard aria-hidden="true" className="size-10" />}
      title={emptyText}
      text={reelsText.subtitle}
    />
  );
}
