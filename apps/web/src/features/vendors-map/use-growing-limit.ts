import { useEffect, useState } from 'react';

/**
 * Renders a long list in steps: the first `step` items, then `step` more each time the
 * sentinel element nears the view. A filter keystroke with a thousand vendors then re-renders
 * 50 rows, not 1,000. `resetOn` changing (a new filter result) starts again from one step.
 */
export function useGrowingLimit<T>(resetOn: T, step = 50) {
  const [limit, setLimit] = useState(step);
  const [seen, setSeen] = useState(resetOn);
  const [sentinel, setSentinel] = useState<Element | null>(null);
  if (seen !== resetOn) {
    setSeen(resetOn);
    setLimit(step);
  }
  useEffect(() => {
    if (!sentinel || limit === Number.POSITIVE_INFINITY) return;
    if (typeof IntersectionObserver === 'undefined') {
      setLimit(Number.POSITIVE_INFINITY);
      return;
    }
    // a fresh observer per limit reports at once if the sentinel is still in view
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLimit((l) => l + step);
      },
      { rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, step, limit]);
  return { limit, sentinelRef: setSentinel };
}
