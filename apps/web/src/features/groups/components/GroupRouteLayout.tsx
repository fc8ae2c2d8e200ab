import { Anchor, Badge, Group as Row, Text, Title } from '@mantine/core';
import { routes } from '@hangar/contracts/routes';
import { IconArchive, IconFolder } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { GroupLayout } from '../../../app/layouts/GroupLayout';
import { useRouteTitle } from '../../../app/layouts/route-title';
import { useWorkspaceId } from '../../workspaces/queries';
import { groupTeamQuery, useGroup, useGroupId } from '../queries';
import { GroupActions } from './GroupActions';
import { archivedItemBanner } from '../../../ui/ArchivedBanner';
import { useGroupStateActions } from '../use-group-state-actions';

const GroupArchivedBanner = archivedItemBanner('This group is archived', useGroupStateActions);

/**
 * The layout of a group's pages: its name in the top bar (with the page's title on sub-pages),
 * the team's avatars and the actions the user's right allows, the archived banner.
 */
export function GroupRouteLayout() {
  const workspaceId = useWorkspaceId();
  const groupId = useGroupId();
  const group = useGroup(workspaceId, groupId);
  const team = useQuery(groupTeamQuery(workspaceId, groupId)).data;
  const pageTitle = useRouteTitle();
  if (!group) return null;
  const groupPage = routes.group(workspaceId, group.id);

  const heading = (
    <Row gap={8} wrap="nowrap" miw={0}>
      <IconFolder size={20} stroke={1.6} style={{ flex: 'none' }} aria-hidden="true" />
      {pageTitle ? (
        <>
          <Anchor component={Link} to={groupPage} c="dimmed" fw={500} truncate visibleFrom="sm">
            {group.name}
          </Anchor>
          <Text c="dimmed" aria-hidden="true" visibleFrom="sm">
            /
          </Text>
          <Title order={1} fz="lg" fw={600} lineClamp={1}>
            {pageTitle}
          </Title>
        </>
      ) : (
        <Title order={1} fz="lg" fw={600} lineClamp={1}>
          {group.name}
        </Title>
      )}
      {group.is_archived ? (
        <Badge
          variant="light"
          color="gray"
          leftSection={<IconArchive size={12} />}
          visibleFrom="sm"
          style={{ flex: 'none' }}
        >
          Archived
        </Badge>
      ) : null}
    </Row>
  );

  return (
    <GroupLayout
      heading={heading}
      title={pageTitle ? `${pageTitle} · ${group.name}` : group.name}
      actions={<GroupActions workspaceId={workspaceId} group={group} team={team} />}
      banner={
        group.is_archived ? <GroupArchivedBanner workspaceId={workspaceId} item={group} /> : null
      }
    />
  );
}
