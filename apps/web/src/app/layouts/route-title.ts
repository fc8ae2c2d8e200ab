import { useMatches } from 'react-router';

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/** The title of the deepest route that declares one (`handle: { title }`). */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = titleOf(matches[index]?.handle);
    if (title) return title;
  }
  return undefined;
}
