import { productDetailText } from '@souq/domain/locales/ar/product-detail';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { MediaDialog } from '@/components/ui/media-dialog';
import {
  DOUBLE_TAP_MS,
  keyStep,
  stepIndex,
  swipeStep,
  toggleZoom,
  wheelZoom,
  ZOOM,
  zoomIn,
  zoomOut,
} from './viewer-state';

const t = productDetailText.viewer;

interface ImageViewerProps {
  images: readonly string[];
  startIndex: number;
  alt: string;
  onClose: () => void;
}

const control =
  'flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 disabled:opacity-40';

/**
 * The full-screen viewer (spec): previous/next, zoom 1x..3x by 0.5, a 50 px swipe, close.
 * Keys: arrows (mirrored for right to left), + and -, Escape; the wheel zooms a step and a
 * double tap (or double click) toggles a 2x close-up. On solid black, so the page behind never
 * shows through; the arrows sit on the picture's sides, clear of the phone's tab bar and home
 * indicator. Loaded only when opened.
 */
export default function ImageViewer({ images, startIndex, alt, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const swipeFrom = useRef<number | null>(null);
  const lastTap = useRef(0);
  const total = images.length;
  const go = (delta: number) => {
    setIndex((current) => stepIndex(current, delta, total));
    setZoom(ZOOM.min);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = keyStep(event.key);
    if (step !== null && total > 1) {
      event.preventDefault();
      go(step);
    } else if (event.key === '+' || event.key === '=') setZoom(zoomIn);
    else if (event.key === '-') setZoom(zoomOut);
  };

  const onTap = (timeStamp: number) => {
    if (timeStamp - lastTap.current < DOUBLE_TAP_MS) {
      lastTap.current = 0;
      setZoom(toggleZoom);
    } else lastTap.current = timeStamp;
  };

  return (
    <MediaDialog onClose={onClose} onKeyDown={onKeyDown} className="flex flex-col text-white">
      <div className="flex items-center gap-2 p-3 pt-safe-top">
        <Dialog.Title className="min-w-0 flex-1 truncate font-bold">{t.title}</Dialog.Title>
        {total > 1 && (
          <span className="shrink-0 rounded-pill bg-white/15 px-2.5 py-1 text-sm" dir="ltr">
            {t.position(index + 1, total)}
          </span>
        )}
        <button
          type="button"
          aria-label={t.zoomOut}
          disabled={zoom <= ZOOM.min}
          onClick={() => setZoom(zoomOut)}
          className={control}
        >
          <ZoomOut aria-hidden="true" className="size-5" />
        </button>
        <output
          aria-live="polite"
          className="hidden min-w-10 text-center text-sm sm:block"
          dir="ltr"
        >
          {`${zoom}x`}
        </output>
        <button
          type="button"
          aria-label={t.zoomIn}
          disabled={zoom >= ZOOM.max}
          onClick={() => setZoom(zoomIn)}
          className={control}
        >
          <ZoomIn aria-hidden="true" className="size-5" />
        </button>
        <Dialog.Close aria-label={t.close} className={control}>
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <div
        className="relative flex flex-1 touch-pan-y items-center justify-center overflow-hidden pb-safe-bottom"
        onWheel={(event) => setZoom((level) => wheelZoom(level, event.deltaY))}
        onDoubleClick={() => setZoom(toggleZoom)}
        onPointerDown={(event) => {
          swipeFrom.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (event.pointerType === 'touch' && from !== null && Math.abs(event.clientX - from) < 10)
            onTap(event.timeStamp);
          if (from === null || zoom > ZOOM.min || total < 2) return;
          const step = swipeStep(event.clientX - from);
          if (step !== null) go(step);
        }}
      >
        <img
          src={images[index]}
          alt={alt}
          data-zoom={zoom}
          draggable={false}
          className="max-h-full max-w-full select-none object-contain transition-transform"
          style={{ transform: `scale(${zoom})` }}
        />
        {total > 1 && (
          <>
            <button
              type="button"
              aria-label={t.previous}
              onClick={() => go(-1)}
              className={`${control} absolute start-3 top-1/2 -translate-y-1/2 bg-black/50`}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              aria-label={t.next}
              onClick={() => go(1)}
              className={`${control} absolute end-3 top-1/2 -translate-y-1/2 bg-black/50`}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
      </div>
    </MediaDialog>
  );
}
