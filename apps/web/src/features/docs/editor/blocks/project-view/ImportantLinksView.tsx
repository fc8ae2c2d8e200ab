import { SimpleGrid } from '@mantine/core';
import type { ImportantLinks } from '@hangar/contracts/important-links';
import { useQuery } from '@tanstack/react-query';
import { LinkGroupCard } from '../../../../important-links/components/LinkGroupCard';
import { importantLinksQuery } from '../../../../important-links/queries';
import { publicLinksQuery } from '../../../../public/queries';
import { usePublicLink } from '../../../../public/use-public-link';
import { ViewError, ViewLoading, ViewMessage } from './ViewMessage';

function LinkGroups({ links }: { links: ImportantLinks }) {
  if (links.groups.every((group) => group.links.length === 0)) {
    return <ViewMessage>No important links yet.</ViewMessage>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {links.groups
        .filter((group) => group.links.length > 0)
        .map((group) => (
          <LinkGroupCard key={group.id} group={group} actions={null} />
        ))}
    </SimpleGrid>
  );
}

/** The project's important links (the same query as its page, so its live events reload it). */
export function MemberImportantLinks(props: { workspaceId: number; projectId: number }) {
  const links = useQuery(importantLinksQuery(props.workspaceId, props.projectId));
  if (links.error) {
    return (
      <ViewError error={links.error} what="important links" onRetry={() => void links.refetch()} />
    );
  }
  if (!links.data) return <ViewLoading />;
  return <LinkGroups links={links.data} />;
}

/** The same through a project's share link; a doc's own link does not show them. */
export function PublicImportantLinks() {
  const { token, project } = usePublicLink();
  const shared = project?.mode === 'project';
  const links = useQuery({ ...publicLinksQuery(token), enabled: shared });
  if (!project) return <ViewLoading />;
  if (!shared) return <ViewMessage>Not shared publicly.</ViewMessage>;
  if (links.error) {
    return (
      <ViewError error={links.error} what="important links" onRetry={() => void links.refetch()} />
    );
  }
  if (!links.data) return <ViewLoading />;
  return <LinkGroups links={links.data} />;
}
