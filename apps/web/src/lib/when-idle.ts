/**
 * Runs optional startup work (service worker, offline banner) once the page has loaded, a
 * little time has passed and the main thread is idle, so it never competes with the first
 * screen's pictures and code on a slow phone. Browsers without requestIdleCallback (Safari)
 * run it right after the delay.
 */
export function whenIdle(work: () => void, { delayMs = 0, timeoutMs = 3000 } = {}): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(work, { timeout: timeoutMs });
    } else {
      work();
    }
  };
  const schedule = () => window.setTimeout(idle, delayMs);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
