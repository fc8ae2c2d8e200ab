import { Text } from '@mantine/core';
import type { GroupFilter } from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { IconAction } from '../../../ui/IconAction';
import { PanelHeader } from '../../../ui/PanelHeader';
import { SkeletonRows } from '../../../ui/SkeletonRows';
import { projectQuery } from '../../projects/queries';
import { useWorkspace } from '../../workspaces/queries';
import { useGroupCreationGate } from '../components/CantCreateMoreGroupsModal';
import { groupNamesQuery } from '../queries';
import { GROUP_FILTER_LABELS, useMenuGroupFilter } from './group-filter';
import { GroupMenuNode } from './GroupMenuNode';
import classes from './GroupsMenu.module.css';

const FILTERS: GroupFilter[] = ['active', 'mine', 'archived'];

const EMPTY_TEXT: Record<GroupFilter, string> = {
  active: 'No groups yet.',
  mine: 'You are on no group’s team yet.',
  archived: 'No archived groups.',
};

/** The group the page on screen belongs to: its own, or its project's. */
function useCurrentGroupId(workspaceId: number): number | null {
  const { groupid, projectid } = useParams();
  const projectId = Number(projectid);
  const project = useQuery({
    ...projectQuery(workspaceId, projectId),
    enabled: false,
  }).data;
  if (groupid) return Number(groupid);
  return project?.group_id ?? null;
}

/**
 * The groups tree of the main side menu (SPEC.md section 2): a filter kept across visits
 * (Groups, My groups only, Archived groups), the plus button for members and up (the free-plan
 * modal when no more groups fit), and groups that expand to their team and projects. The group
 * of the page on screen starts expanded.
 */
export function GroupsMenuTree({ workspaceId }: { workspaceId: number }) {
  const abilities = useWorkspace(workspaceId)?.abilities;
  const gate = useGroupCreationGate(workspaceId);
  const [filter, setFilter] = useMenuGroupFilter();
  const { data: groups, isPending } = useQuery(groupNamesQuery(workspaceId, filter));
  const currentGroupId = useCurrentGroupId(workspaceId);
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const isExpanded = (groupId: number) => toggled.get(groupId) ?? groupId === currentGroupId;

  return (
    <nav aria-labelledby="menu-groups-title">
      <PanelHeader
        titleId="menu-groups-title"
        titleTo={`${routes.groups(workspaceId)}${filter === 'active' ? '' : `?only=${filter}`}`}
        className={classes.sectionTitle}
        filter={{
          label: 'Filter groups',
          filters: FILTERS,
          labels: GROUP_FILTER_LABELS,
          value: filter,
          onChange: setFilter,
          width: 200,
        }}
      >
        {abilities?.createGroup ? (
          <IconAction
            label="Create a group"
            icon={<IconPlus size={16} />}
            to={routes.groupCreate(workspaceId)}
            onClick={gate.onCreateClick}
          />
        ) : null}
      </PanelHeader>
      {isPending ? (
        <SkeletonRows height={28} gap={6} px="xs" label="Loading groups" />
      ) : groups && groups.length > 0 ? (
        <ul className={classes.list}>
          {groups.map((group) => (
            <GroupMenuNode
              key={group.id}
              workspaceId={workspaceId}
              group={group}
              expanded={isExpanded(group.id)}
              onToggle={() =>
                setToggled((current) => new Map(current).set(group.id, !isExpanded(group.id)))
              }
            />
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed" px="xs" py={4}>
          {EMPTY_TEXT[filter]}
        </Text>
      )}
    </nav>
  );
}
