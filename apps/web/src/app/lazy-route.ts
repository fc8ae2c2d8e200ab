import type { RouteObject } from 'react-router';
import { lazyWithReload } from './chunk-reload';

/** Loads a route's page or layout from its own chunk. */
export type LoadComponent = () => Promise<RouteObject['Component']>;

/** A route's `lazy` that brings its component alone. */
export function lazyComponent(load: LoadComponent): RouteObject['lazy'] {
  return lazyWithReload(async () => ({ Component: await load() }));
}

/**
 * A route's `lazy` that brings its component and, at the same time, the guards' chunk, from
 * which `guard` makes the route's loader.
 */
export function lazyGuarded<Guards>(
  loadGuards: () => Promise<Guards>,
  guard: (guards: Guards) => RouteObject['loader'],
  load: LoadComponent,
): RouteObject['lazy'] {
  return lazyWithReload(async () => {
    const [guards, Component] = await Promise.all([loadGuards(), load()]);
    return { loader: guard(guards), Component };
  });
}

/** A titled page at `path` whose chunk brings its component alone. */
export function pageRoute(path: string, title: string, load: LoadComponent): RouteObject {
  return { path, handle: { title }, lazy: lazyComponent(load) };
}
