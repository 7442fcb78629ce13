import { reelsText } from '@souq/domain/locales/ar/reels';
import { lazy, Suspense } from 'react';
import { SpinnerStatus } from '../../components/ui/spinner-status';
import { startReelsFetch } from '../../features/reels/api';
import { useRouteHandle } from '../../lib/route-handle';

const screenCode = () => import('../../features/reels/web-reels-screen');
const WebReelsScreen = lazy(() => screenCode().then((m) => ({ default: m.WebReelsScreen })));

/** Starts the videos request and the screen's code together (one slow round trip, not two). */
export function loader() {
  void startReelsFetch().catch(() => {});
  void screenCode();
  return null;
}

/** /reels: product videos, a poster grid opening a vertical player (spec: reels). */
export function Component() {
  const title = useRouteHandle()?.title ?? '';
  return (
    <Suspense fallback={<SpinnerStatus label={reelsText.loading} />}>
      <WebReelsScreen title={title} />
    </Suspense>
  );
}
