import { reelsText } from '@souq/domain/locales/ar/reels';
import { paths } from '@souq/domain/paths';
import type { ProductVideo } from '@souq/domain/schemas/videos';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { MuteToggle, ReelPosition, reelControl } from './reel-controls';
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
  const [muted, setMuted] = useState(true);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950" />
        <Dialog.Content
          dir="rtl"
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex justify-center outline-none"
        >
          <Dialog.Title className="sr-only">{reelsText.playerLabel}</Dialog.Title>
          <div className="h-dvh w-full max-w-[calc(100dvh*9/16)]">
            <ReelFeed
              videos={videos}
              startIndex={startIndex}
              muted={muted}
              loginPath={paths.web.auth()}
              productPath={paths.web.product}
              topBar={({ index, total }) => (
                <>
                  <ReelPosition index={index} total={total} />
                  <span className="flex-1" />
                  <MuteToggle muted={muted} onToggle={() => setMuted((m) => !m)} />
                  <Dialog.Close aria-label={reelsText.close} className={reelControl}>
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                </>
              )}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
