import { UnsubscribeScreen } from '@/features/newsletter/unsubscribe-screen';

/** /newsletter/unsubscribe: the newsletter mail's link, confirmed with one button. */
export function Component() {
  return <UnsubscribeScreen />;
}
