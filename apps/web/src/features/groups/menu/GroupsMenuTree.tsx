import { ActionIcon, Anchor, Group as Row, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import type { GroupFilter } from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FilterMenu } from '../../../ui/FilterMenu';
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
      <Row justify="space-between" wrap="nowrap" gap={2} className={classes.sectionTitle}>
        <Anchor
          component={Link}
          to={`${routes.groups(workspaceId)}${filter === 'active' ? '' : `?only=${filter}`}`}
          id="menu-groups-title"
          size="xs"
          fw={700}
          c="dimmed"
          tt="uppercase"
          underline="hover"
          truncate
        >
          {GROUP_FILTER_LABELS[filter]}
        </Anchor>
        <Row gap={2} wrap="nowrap">
          <FilterMenu
            label="Filter groups"
            filters={FILTERS}
            labels={GROUP_FILTER_LABELS}
            value={filter}
            onChange={setFilter}
            width={200}
          />
          {abilities?.createGroup ? (
            <Tooltip label="Create a group">
              <ActionIcon
                component={Link}
                to={routes.groupCreate(workspaceId)}
                onClick={gate.onCreateClick}
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Create a group"
              >
                <IconPlus size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Row>
      </Row>
      {isPending ? (
        <Stack gap={6} px="xs" aria-label="Loading groups">
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
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
