import { reelsText } from '@souq/domain/locales/ar/reels';
import type { ProductVideo } from '@souq/domain/schemas/videos';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { MediaDialog } from '@/components/ui/media-dialog';
import { reelControl } from './reel-controls';
import { ReelFeed } from './reel-feed';

interface ReelPlayerDialogProps {
  videos: readonly ProductVideo[];
  startIndex: number;
  onClose: () => void;
}

/**
 * /reels' full-screen player: a phone-shaped 9:16 column centred on black. Escape or the
 * close button returns to the grid (focus goes back to the poster that opened it).
 */
export function ReelPlayerDialog({ videos, startIndex, onClose }: ReelPlayerDialogProps) {
  return (
    <MediaDialog onClose={onClose} className="flex justify-center">
      <Dialog.Title className="sr-only">{reelsText.playerLabel}</Dialog.Title>
      <div className="h-dvh w-full max-w-[calc(100dvh*9/16)]">
        <ReelFeed
          videos={videos}
          startIndex={startIndex}
          endControls={
            <Dialog.Close aria-label={reelsText.close} className={reelControl}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          }
        />
      </div>
    </MediaDialog>
  );
}
