import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The app has taken the page over: React's root is on #root. A page the server drew (decision
 * 038) is on screen before that, and its loader adds the app's scripts just after it paints.
 */
export async function appReady(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function expectArabicRtlDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

/** axe-core over the rendered page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Contrast is measured on computed colours: a toast still fading in reads as low contrast,
  // so let running transitions finish before measuring (endless ones, like spinners, never do).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page per pass to gather
  // frame results, which cost ~2 s a pass here, and the app has no iframes to gather.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/** Lazy images load as they scroll into view: walk the page once before a full-page shot. */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** Simulates the native wrapper through the app's test hook before any page script runs. */
export async function simulateNative(page: Page) {
  await page.addInitScript(() => localStorage.setItem('souq:simulate-native', '1'));
}
