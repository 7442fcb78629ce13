import { reelsText } from '@souq/domain/locales/ar/reels';
import { lazy, Suspense } from 'react';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { startReelsScreen } from './api';

const screenCode = () => import('./mobile-reels-screen');
const MobileReelsScreen = lazy(() => screenCode().then((m) => ({ default: m.MobileReelsScreen })));

/** The /mobile/reels route's loader: videos and screen code at once. */
export const loadMobileReels = () => startReelsScreen(screenCode);

/** /mobile/reels, its code loaded on demand; a spinner until it is in. */
export function LazyMobileReelsScreen() {
  return (
    <Suspense fallback={<SpinnerStatus label={reelsText.loading} />}>
      <MobileReelsScreen />
    </Suspense>
  );
}
