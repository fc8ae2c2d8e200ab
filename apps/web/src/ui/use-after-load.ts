import { useEffect, useState } from 'react';

/** How long after the page's load event the secondary parts of a first page are asked for. */
const AFTER_LOAD_MS = 250;

/**
 * False until a moment after the page has loaded: for what a first page shows below its own
 * content (other ways to sign in), so its code is not part of the first route's JavaScript.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => setReady(true), AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}
