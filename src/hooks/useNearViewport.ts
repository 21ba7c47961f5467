import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `target` has come within `margin` of the viewport (CSS margin syntax, as
 * IntersectionObserver's `rootMargin`). Once true it stays true. Browsers without
 * IntersectionObserver count every element as near. The element must be rendered on mount: the
 * observer is set up once, when the effect first runs.
 */
export function useNearViewport(target: RefObject<Element | null>, margin: string): boolean {
  // Nothing renders from this state, so a browser without the observer may start at true.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
