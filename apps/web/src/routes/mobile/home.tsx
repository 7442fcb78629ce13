import { MobileHomeScreen } from '@/features/mobile-home/mobile-home-screen';

/** /mobile: welcome, shortcuts to the three discovery screens, the three promises. */
export function Component() {
  return <MobileHomeScreen />;
}
