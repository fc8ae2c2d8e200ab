import { Group, Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { teamQuery } from '../../workspaces/queries';
import { searchListQuery } from '../queries';
import {
  ANY_TIME,
  EDITED_OPTIONS,
  authorOptions,
  groupOptions,
  projectFitsGroup,
  projectOptions,
} from '../search-filter-options';
import {
  editedOfParam,
  type SearchFilterChanges,
  type SearchFilters,
} from '../search-filter-params';
import classes from './Search.module.css';

interface SearchFilterSelectsProps {
  workspaceId: number;
  filters: SearchFilters;
  onChange: (changes: SearchFilterChanges) => void;
}

/**
 * A filter by id: searchable, cleared by its button (which Mantine hides from the keyboard and
 * screen readers unless told) or by choosing the chosen option again.
 */
function FilterSelect({ label, ...props }: SelectProps & { label: string }) {
  return (
    <Select
      label={label}
      className={classes.filter}
      searchable
      clearable
      clearButtonProps={{
        'aria-label': `Clear ${label.toLowerCase()}`,
        'aria-hidden': false,
        tabIndex: 0,
      }}
      {...props}
    />
  );
}

const idValue = (id: number | undefined) => (id === undefined ? null : String(id));

/**
 * The results page's filters (group, project, author, when edited), under the search box: they
 * narrow what the server finds inside documents and logs. They wrap on narrow screens.
 */
export function SearchFilterSelects({ workspaceId, filters, onChange }: SearchFilterSelectsProps) {
  const list = useQuery(searchListQuery(workspaceId)).data;
  const team = useQuery(teamQuery(workspaceId)).data;

  const changeGroup = (value: string | null) => {
    const group = value ?? undefined;
    onChange(
      projectFitsGroup(list, filters.project, group === undefined ? undefined : Number(group))
        ? { group }
        : { group, project: undefined },
    );
  };

  return (
    <Group gap="sm" align="flex-end" role="group" aria-label="Filters">
      <FilterSelect
        label="Group"
        placeholder="Any group"
        nothingFoundMessage="No group by that name"
        data={groupOptions(list)}
        value={idValue(filters.group)}
        onChange={changeGroup}
      />
      <FilterSelect
        label="Project"
        placeholder="Any project"
        nothingFoundMessage="No project by that name"
        data={projectOptions(list, filters.group)}
        value={idValue(filters.project)}
        onChange={(value) => onChange({ project: value ?? undefined })}
      />
      <FilterSelect
        label="Author"
        placeholder="Anyone"
        nothingFoundMessage="Nobody by that name"
        data={authorOptions(team)}
        value={idValue(filters.author)}
        onChange={(value) => onChange({ author: value ?? undefined })}
      />
      <Select
        label="Edited"
        className={classes.filter}
        data={EDITED_OPTIONS}
        value={filters.edited ?? ANY_TIME}
        allowDeselect={false}
        onChange={(value) => onChange({ edited: editedOfParam(value) })}
      />
    </Group>
  );
}
