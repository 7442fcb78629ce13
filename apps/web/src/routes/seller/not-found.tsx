import { NotFoundScreen } from '@/features/not-found/not-found-screen';

/** An unknown /seller path: 'page not found' with a link to the console's home. */
export function Component() {
  return <NotFoundScreen />;
}
