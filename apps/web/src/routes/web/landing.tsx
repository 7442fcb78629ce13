import { LandingScreen } from '@/features/landing/landing-screen';

/** The landing page (spec: landing page). */
export function Component() {
  return <LandingScreen />;
}
