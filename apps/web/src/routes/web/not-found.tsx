import { NotFoundScreen } from '@/features/not-found/not-found-screen';

/** Spec: any unknown web route shows 'Page not found' with a link home. */
export function Component() {
  return <NotFoundScreen />;
}
