import type { GroupFilter } from '@hangar/contracts/groups';
import { useState } from 'react';
import { storage, type StorageValue } from '../../../lib/storage';

/** The menu's filters (SPEC.md section 4), as the API's `only=` names them. */
export const GROUP_FILTER_LABELS: Record<GroupFilter, string> = {
  active: 'Groups',
  mine: 'My groups only',
  archived: 'Archived groups',
};

type StoredFilter = StorageValue<'user-menu-group-pref'>;

const FILTER_OF_PREFERENCE: Record<StoredFilter, GroupFilter> = {
  'active-groups': 'active',
  'my-groups': 'mine',
  'archived-groups': 'archived',
};

const PREFERENCE_OF_FILTER: Record<GroupFilter, StoredFilter> = {
  active: 'active-groups',
  mine: 'my-groups',
  archived: 'archived-groups',
};

/** The filter the user chose last (`user-menu-group-pref`), 'Groups' by default. */
export function storedGroupFilter(): GroupFilter {
  const stored = storage.get('user-menu-group-pref');
  return stored ? FILTER_OF_PREFERENCE[stored] : 'active';
}

function storeGroupFilter(filter: GroupFilter): void {
  storage.set('user-menu-group-pref', PREFERENCE_OF_FILTER[filter]);
}

/** The menu's group filter, kept in local storage across visits. */
export function useMenuGroupFilter(): [GroupFilter, (filter: GroupFilter) => void] {
  const [filter, setFilter] = useState(storedGroupFilter);
  return [
    filter,
    (next) => {
      storeGroupFilter(next);
      setFilter(next);
    },
  ];
}
