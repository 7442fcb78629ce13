import { NotFoundScreen } from '@/features/not-found/not-found-screen';

/** Spec: any other mobile path shows a not-found screen, with the way back to /mobile. */
export function Component() {
  return <NotFoundScreen />;
}
