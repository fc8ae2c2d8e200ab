import { Center, Loader } from '@mantine/core';
import { MIN_FETCH_DISPLAY_DELAY_MS } from '@hangar/domain/constants';
import { useEffect, useState } from 'react';

/**
 * A loading state that shows only when loading lasts (SPEC.md section 9, minimum fetch display
 * delay 200 ms): a fast answer never flashes a loader. Busy for assistive technology at once.
 */
export function PageLoader({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), MIN_FETCH_DISPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center py="xl" aria-busy="true" aria-label={label} role="status">
      {shown ? <Loader type="dots" /> : null}
    </Center>
  );
}
