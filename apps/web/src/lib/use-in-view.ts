import { useEffect, useState } from 'react';

/**
 * True once the element came within `margin` of the viewport (spec: lazy images load 50 px
 * before entering view). Without IntersectionObserver everything counts as in view.
 */
export function useInView(element: Element | null, margin = '50px', enabled = true): boolean {
  const [seen, setSeen] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !element) return;
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
