import { Button, Collapse, Divider, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { routes } from '@hangar/contracts/routes';
import { BREAKPOINTS } from '@hangar/domain/constants';
import { em } from '@mantine/core';
import { IconActivity, IconListTree } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { PublicHeader } from '../../../app/layouts/PublicHeader';
import { projectEmoji } from '../../projects/project-emoji';
import { DocTree } from '../../docs/tree/DocTree';
import { PoweredByFooter } from '../components/PoweredByFooter';
import { PublicSearch } from '../components/PublicSearch';
import { publicDocsQuery } from '../queries';
import { usePublicLink } from '../use-public-link';
import classes from '../PublicLayout.module.css';

const noMove = () => false;

/** A project link's left panel: the project, its overview, and its docs (read-only tree). */
function SharedProjectPanel() {
  const { token, project, docHref } = usePublicLink();
  const { docid } = useParams();
  const { pathname, search } = useLocation();
  const docs = useQuery(publicDocsQuery(token)).data ?? [];
  const wide = useMediaQuery(`(min-width: ${em(BREAKPOINTS.md)})`, true);
  const [opened, { toggle }] = useDisclosure(false);
  if (!project) return null;
  const overview = routes.publicProject(project.id, token);
  const tree = (
    <>
      <NavLink
        component={Link}
        to={overview}
        label="Logs & Activity"
        active={`${pathname}${search}` === overview}
        leftSection={<IconActivity size={18} stroke={1.6} />}
      />
      <Divider my="xs" />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px={4} pb={4}>
        Documentations
      </Text>
      {docs.length === 0 ? (
        <Text size="sm" c="dimmed" px={4}>
          No documentation yet.
        </Text>
      ) : (
        <DocTree
          docHref={docHref}
          projectId={project.id}
          tree={docs}
          activeDocId={docid === undefined ? null : Number(docid)}
          canMove={noMove}
          onCreateChild={null}
          onMove={null}
        />
      )}
    </>
  );
  return (
    <aside className={classes.side} aria-label="Shared project">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Title order={2} fz="md" lineClamp={2}>
          <span aria-hidden="true">{projectEmoji(project)} </span>
          {project.name}
        </Title>
        {wide ? null : (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconListTree size={16} />}
            onClick={toggle}
            aria-expanded={opened}
          >
            Pages
          </Button>
        )}
      </Group>
      {wide ? tree : <Collapse expanded={opened}>{tree}</Collapse>}
    </aside>
  );
}

/**
 * The shared pages (SPEC.md section 1 "Public read-only mode"): the top bar with Sign in and
 * Try for free, the link's search, a project link's panel (a doc link shows its doc alone), the
 * page read-only, and the 'Powered by' footer.
 */
export function PublicProjectLayout() {
  const { project } = usePublicLink();
  return (
    <div className={classes.shell}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <PublicHeader />
      <div role="search" className={classes.searchBar}>
        <PublicSearch />
      </div>
      <div className={classes.body}>
        {project?.mode === 'project' ? <SharedProjectPanel /> : null}
        <main id="main-content" className={classes.main}>
          <Outlet />
        </main>
      </div>
      <PoweredByFooter />
    </div>
  );
}
