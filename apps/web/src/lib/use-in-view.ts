import { useEffect, useState } from 'react';

/**
 * True once the element came within `margin` of the viewport (spec: lazy images load 50 px
 * before entering view). Without IntersectionObserver everything counts as in view, from the
 * first effect: the first render is the same on the server, which has none (decision 038),
 * as in the browser that hydrates it.
 */
export function useInView(element: Element | null, margin = '50px', enabled = true): boolean {
  const [seen, setSeen] = useState(!enabled);
  useEffect(() => {
    if (seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, seen]);
  return seen;
}
