import type { LoaderFunction, RouteObject } from 'react-router';
import { lazyWithReload } from './chunk-reload';

/** Loads a page's component with its route, e.g. `async () => (await import(…)).Page`. */
export type LoadPage = () => Promise<RouteObject['Component']>;

/** A route that loads only its page (a failed chunk reloads once, see lazyWithReload). */
export function lazyPage(loadPage: LoadPage): RouteObject['lazy'] {
  return lazyWithReload(async () => ({ Component: await loadPage() }));
}

/** A route that loads its page and its loader (most often a guard) side by side. */
export function lazyGuardedPage(
  loadLoader: () => Promise<LoaderFunction>,
  loadPage: LoadPage,
): RouteObject['lazy'] {
  return lazyWithReload(async () => {
    const [loader, Component] = await Promise.all([loadLoader(), loadPage()]);
    return { loader, Component };
  });
}
