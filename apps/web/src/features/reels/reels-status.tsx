import { reelsText } from '@souq/domain/locales/ar/reels';
import { Clapperboard, TriangleAlert } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
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
      <SectionNotice
        icon={<TriangleAlert aria-hidden="true" className="size-10" />}
        title={reelsText.loadError}
        text=""
      >
        <button
          type="button"
          onClick={() => void reels.refetch()}
          className={buttonStyles({ size: 'sm', className: 'mt-2' })}
        >
          {reelsText.retry}
        </button>
      </SectionNotice>
    );
  return (
    <SectionNotice
      icon={<Clapperboard aria-hidden="true" className="size-10" />}
      title={emptyText}
      text={reelsText.subtitle}
    />
  );
}
