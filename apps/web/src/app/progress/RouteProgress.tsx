import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { ProgressController, type ProgressBar } from './progress-controller';

const mantineBar: ProgressBar = {
  set: (progress) => nprogress.set(progress),
  hide: () => nprogress.complete(),
};

/** The top progress bar: route transitions, reloads of the route, and requests in flight. */
export function RouteProgress() {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const busy =
    navigation.state !== 'idle' || revalidator.state !== 'idle' || fetching > 0 || mutating > 0;
  const controller = useRef<ProgressController | null>(null);

  useEffect(() => {
    const created = new ProgressController(mantineBar);
    controller.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    controller.current?.setBusy(busy);
  }, [busy]);

  return <NavigationProgress size={3} aria-label="Page loading" />;
}
