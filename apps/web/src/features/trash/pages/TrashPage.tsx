import { Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_RESULTS_MAX_WIDTH } from '@hangar/domain/constants';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { replaceSearchParams } from '../../../ui/replace-search-params';
import { projectsQuery } from '../../projects/queries';
import { useWorkspaceId } from '../../workspaces/queries';
import { TrashList } from '../components/TrashList';
import classes from '../components/Trash.module.css';
import { useTrashLiveEvents } from '../live/use-trash-live-events';

const SEARCH_PARAM = 'q';
const PROJECT_PARAM = 'project_id';
/** Typing pauses this long before the trash is searched. */
const SEARCH_DELAY_MS = 300;

/** The project of the address (`?project_id=31`); anything else shows every project. */
function projectOfParam(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The workspace's trash (`/workspace/{wsid}/trash?q=&project_id=`): what was deleted in the last
 * 30 days that I may restore, newest first, searched by name and filtered by project (a
 * project's menu links to its own view). It follows the live `trash` topic.
 */
export function TrashPage() {
  const workspaceId = useWorkspaceId();
  useTrashLiveEvents();
  const [params, setParams] = useSearchParams();
  const projectId = projectOfParam(params.get(PROJECT_PARAM));
  const [typed, setTyped] = useState(params.get(SEARCH_PARAM) ?? '');
  const [searched] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const projects = useQuery(projectsQuery(workspaceId, {})).data ?? [];

  useEffect(() => {
    replaceSearchParams(setParams, { [SEARCH_PARAM]: searched });
  }, [searched, setParams]);

  const projectOptions = projects.map((project) => ({
    value: String(project.id),
    label: project.emoji ? `${project.emoji} ${project.name}` : project.name,
  }));

  return (
    <Stack gap="md" maw={SEARCH_RESULTS_MAX_WIDTH} w="100%">
      <div className={classes.filters} role="search">
        <TextInput
          className={classes.search}
          label="Search"
          placeholder="Name of a deleted item"
          leftSection={<IconSearch size={16} stroke={1.6} />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Select
          className={classes.project}
          label="Project"
          placeholder="Every project"
          nothingFoundMessage="No project by that name"
          data={projectOptions}
          value={projectId === undefined ? null : String(projectId)}
          onChange={(value) => replaceSearchParams(setParams, { [PROJECT_PARAM]: value })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Clear project', 'aria-hidden': false, tabIndex: 0 }}
        />
      </div>
      <TrashList workspaceId={workspaceId} filters={{ q: searched || undefined, projectId }} />
    </Stack>
  );
}
