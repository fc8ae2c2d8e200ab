import { useEffect, useRef, type RefObject } from 'react';
import { useMatches, useParams } from 'react-router';

/** A route parameter as an id (a positive whole number), else null. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The id in the route's parameter `name`, for pages under a route whose loader checked it. */
export function useRouteId(name: string): number {
  const id = idParam(useParams()[name]);
  if (id === null) throw new Error(`Only for routes with an id in :${name}`);
  return id;
}

/** The route parameters of the page on screen (the deepest route matched). */
function useScreenParams(): Readonly<Record<string, string | undefined>> {
  return useMatches().at(-1)?.params ?? {};
}

/**
 * The ids of the page on screen, each read from the route parameter `names` gives it:
 * `{ docId: 'docid' }` answers `{ docId: 42 }`, or null where the route has no such id.
 */
export function useScreenIds<Names extends Record<string, string>>(
  names: Names,
): { [Key in keyof Names]: number | null } {
  const params = useScreenParams();
  const ids = Object.entries(names).map(([key, param]) => [key, idParam(params[param])]);
  return Object.fromEntries(ids) as { [Key in keyof Names]: number | null };
}

function sameIds<Screen extends object>(a: Screen, b: Screen): boolean {
  return (Object.keys(b) as (keyof Screen)[]).every((key) => a[key] === b[key]);
}

/**
 * What is on screen, for live handlers that run after the render: a ref that follows the route's
 * ids when they change (a handler that leaves the page may set it first). `onChange` runs after
 * each change of ids.
 */
export function useScreenRef<Screen extends { [Key in keyof Screen]: number | null }>(
  screen: Screen,
  onChange?: () => void,
): RefObject<Screen> {
  const current = useRef(screen);
  const shown = useRef(screen);
  useEffect(() => {
    if (sameIds(shown.current, screen)) return;
    shown.current = screen;
    current.current = screen;
    onChange?.();
  });
  return current;
}
