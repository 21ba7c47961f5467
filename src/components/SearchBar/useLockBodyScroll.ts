import { useEffect } from 'react';

/** While `locked`, the page under the search layer does not scroll (the layer scrolls on its own). */
export function useLockBodyScroll(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [locked]);
}
