import { ActionIcon, Group as Row, NavLink, Stack, Text } from '@mantine/core';
import type { GroupName } from '@hangar/contracts/groups';
import { routes } from '@hangar/contracts/routes';
import {
  IconArchive,
  IconChevronRight,
  IconFolder,
  IconFolderOpen,
  IconPlus,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { AvatarRow } from '../../../ui/AvatarRow';
import { projectEmoji } from '../../projects/project-emoji';
import { projectsQuery } from '../../projects/queries';
import { groupQuery, groupTeamQuery } from '../queries';
import classes from './GroupsMenu.module.css';

interface GroupMenuNodeProps {
  workspaceId: number;
  group: GroupName;
  expanded: boolean;
  onToggle: () => void;
}

/** An expanded group's details: 'Loading...' until its team and projects arrive. */
function GroupMenuDetails({ workspaceId, groupId }: { workspaceId: number; groupId: number }) {
  const { pathname } = useLocation();
  const group = useQuery(groupQuery(workspaceId, groupId));
  const only = group.data?.is_archived ? 'archived' : 'active';
  const projects = useQuery({
    ...projectsQuery(workspaceId, { groupId, only }),
    enabled: group.isSuccess,
  });
  const team = useQuery(groupTeamQuery(workspaceId, groupId));

  if (group.isError || projects.isError) {
    return (
      <Text size="xs" c="dimmed" className={classes.details}>
        Could not load this group.
      </Text>
    );
  }
  // The team's avatars are a bonus: without them, the projects still show.
  if (!group.data || !projects.data || team.isPending) {
    return (
      <Text size="xs" c="dimmed" className={classes.details} role="status">
        Loading...
      </Text>
    );
  }
  return (
    <Stack gap={2} className={classes.details} data-testid="menu-group-details">
      {/* Named: bare faces under the group read as a stray picture, not as its team. */}
      {team.data && team.data.group_users.length > 0 ? (
        <Row gap={8} wrap="nowrap" className={classes.team}>
          <Text size="xs" c="dimmed" aria-hidden="true">
            Team
          </Text>
          <AvatarRow
            users={team.data.group_users.map((entry) => entry.user)}
            label={`${group.data.name} team`}
            size={22}
          />
        </Row>
      ) : null}
      {projects.data.map((project) => {
        const to = routes.project(workspaceId, project.id);
        return (
          <NavLink
            key={project.id}
            component={Link}
            to={to}
            label={project.name}
            active={pathname === to || pathname.startsWith(`${to}/`)}
            leftSection={
              <span className={classes.emoji} aria-hidden="true">
                {projectEmoji(project)}
              </span>
            }
            rightSection={
              project.is_archived ? <IconArchive size={14} aria-label="Archived" /> : null
            }
            className={classes.projectLink}
          />
        );
      })}
      {projects.data.length === 0 ? (
        <Text size="xs" c="dimmed" px="xs" py={4}>
          No projects yet.
        </Text>
      ) : null}
      {group.data.abilities.createProject ? (
        <NavLink
          component={Link}
          to={routes.projectCreate(workspaceId, groupId)}
          label="Add a project"
          leftSection={<IconPlus size={14} />}
          c="dimmed"
          className={classes.projectLink}
        />
      ) : null}
    </Stack>
  );
}

/** A group of the menu's tree: its link, and a chevron that shows its team and projects. */
export function GroupMenuNode({ workspaceId, group, expanded, onToggle }: GroupMenuNodeProps) {
  const { pathname } = useLocation();
  const to = routes.group(workspaceId, group.id);
  const FolderIcon = group.is_archived ? IconArchive : expanded ? IconFolderOpen : IconFolder;
  return (
    <li className={classes.node}>
      <Row gap={0} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${group.name}`}
          className={classes.chevron}
          data-expanded={expanded || undefined}
        >
          <IconChevronRight size={14} />
        </ActionIcon>
        <NavLink
          component={Link}
          to={to}
          label={group.name}
          active={pathname === to || pathname.startsWith(`${to}/`)}
          leftSection={<FolderIcon size={18} stroke={1.6} />}
          className={classes.groupLink}
        />
      </Row>
      {expanded ? <GroupMenuDetails workspaceId={workspaceId} groupId={group.id} /> : null}
    </li>
  );
}
