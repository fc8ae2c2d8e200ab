import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { closeSearch, toggleSearch, useSearchOpened } from '../search-opening';

const SearchModal = lazy(async () => ({ default: (await import('./SearchModal')).SearchModal }));

/**
 * Ctrl/Cmd+K anywhere in the workspace (in fields and the editor too) opens or closes the
 * search modal, which loads with its first opening.
 */
export function SearchModalHost({ workspaceId }: { workspaceId: number }) {
  const opened = useSearchOpened();
  useHotkeys([['mod+K', toggleSearch]], [], true);
  // Leaving the workspace closes it.
  useEffect(() => closeSearch, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SearchModal workspaceId={workspaceId} onClose={closeSearch} />
    </Suspense>
  );
}
