import { ACTION_MENU_COLLAPSED_COUNT } from '@hangar/domain/constants';

/**
 * An action menu with more actions than 3 shows the first 3 and 'More'; expanded, all of them
 * and 'Less' (SPEC.md sections 2 and 9).
 */
export function collapseActions<T>(
  actions: readonly T[],
  expanded: boolean,
  count: number = ACTION_MENU_COLLAPSED_COUNT,
): { shown: T[]; toggle: 'More' | 'Less' | null } {
  if (actions.length <= count) return { shown: [...actions], toggle: null };
  return expanded
    ? { shown: [...actions], toggle: 'Less' }
    : { shown: actions.slice(0, count), toggle: 'More' };
}
