import { reelsText } from '@souq/domain/locales/ar/reels';
import { Volume2, VolumeX } from 'lucide-react';

export const reelControl =
  'flex size-11 shrink-0 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60';

/** Spec: reels play muted; the shopper may turn the sound on (and off again). */
export function MuteToggle({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={!muted}
      aria-label={muted ? reelsText.unmute : reelsText.mute}
      onClick={onToggle}
      className={reelControl}
    >
      {muted ? (
        <VolumeX aria-hidden="true" className="size-5" />
      ) : (
        <Volume2 aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}

/** "3 / 8", read left to right like every number here (decision 002: Latin digits). */
export function ReelPosition({ index, total }: { index: number; total: number }) {
  return (
    <output aria-live="polite" dir="ltr" className="rounded-pill bg-black/40 px-3 py-1 text-sm">
      {reelsText.position(index + 1, total)}
    </output>
  );
}
