import { reelsText } from '@souq/domain/locales/ar/reels';
import { lazy, Suspense } from 'react';
import { SpinnerStatus } from '../../components/ui/spinner-status';
import { startReelsFetch } from '../../features/reels/api';

const screenCode = () => import('../../features/reels/mobile-reels-screen');
const MobileReelsScreen = lazy(() => screenCode().then((m) => ({ default: m.MobileReelsScreen })));

/** Starts the videos request and the screen's code together (one slow round trip, not two). */
export function loader() {
  void startReelsFetch().catch(() => {});
  void screenCode();
  return null;
}

/** /mobile/reels: the full-screen vertical feed of product videos. */
export function Component() {
  return (
    <Suspense fallback={<SpinnerStatus label={reelsText.loading} />}>
      <MobileReelsScreen />
    </Suspense>
  );
}
