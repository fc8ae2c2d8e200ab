import { useEffect, useState, type RefObject } from 'react';

/** How far beyond the screen a block counts as near it: a screen's height above and below. */
const NEAR = '100% 0px';
/** The longest a block off the screen waits for the browser to be idle. */
const IDLE_WITHIN_MS = 3_000;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_WITHIN_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
};

/**
 * True once the element of `place` is on or near the screen, or else once the browser is idle:
 * heavy drawing is done where the reader looks first, and everywhere soon after (for printing
 * and for scrolling without waiting).
 */
export function useNearViewport(place: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const want = () => setNear(true);
    if (typeof IntersectionObserver !== 'function') return whenIdle(want);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    // Only once the first screen had its turn: an idle moment comes after its drawings.
    let cancelIdle = () => {};
    const afterFirst = setTimeout(() => (cancelIdle = whenIdle(want)), 0);
    return () => {
      observer.disconnect();
      clearTimeout(afterFirst);
      cancelIdle();
    };
  }, [near, place]);
  return near;
}
