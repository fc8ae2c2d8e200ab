import { Anchor, Group, Text } from '@mantine/core';
import type { ProjectViewKind } from '@hangar/contracts/project-views';
import { routes, type ProjectPage } from '@hangar/contracts/routes';
import { IconCalendarEvent, IconLink, IconNotebook } from '@tabler/icons-react';
import { NodeViewWrapper, useEditorState, type NodeViewProps } from '@tiptap/react';
import { Link } from 'react-router';
import { todayIso } from '../../../../planning/timeline/planning-dates';
import { MemberImportantLinks, PublicImportantLinks } from './ImportantLinksView';
import { MemberLatestLogs, PublicLatestLogs } from './LatestLogs';
import { MemberPlanning, PublicPlanningRange } from './PlanningRange';
import { VIEW_NAMES, viewAttrs, viewRange, viewTitle, type ViewNodeAttrs } from './view-range';
import { useViewSource, type ViewSource } from './view-source';
import { ViewSettings } from './ViewSettings';
import { ViewMessage } from './ViewMessage';
import classes from './project-view.module.css';

const ICONS = { logs: IconNotebook, links: IconLink, planning: IconCalendarEvent };
const PAGES: Record<ProjectViewKind, ProjectPage> = {
  logs: 'logs',
  links: 'important-docs',
  planning: 'planning',
};

function ViewBody({ source, node }: { source: ViewSource | null; node: NodeViewProps['node'] }) {
  const attrs = viewAttrs(node.attrs as ViewNodeAttrs);
  const range = viewRange(attrs, todayIso());
  if (!source) return <ViewMessage>Open the doc in its project to see this view.</ViewMessage>;
  if (source.kind === 'public') {
    if (attrs.view === 'logs') return <PublicLatestLogs limit={attrs.limit ?? 5} />;
    if (attrs.view === 'links') return <PublicImportantLinks />;
    return <PublicPlanningRange range={range} />;
  }
  const { workspaceId, projectId } = source;
  if (attrs.view === 'logs') {
    return (
      <MemberLatestLogs workspaceId={workspaceId} projectId={projectId} limit={attrs.limit ?? 5} />
    );
  }
  if (attrs.view === 'links') {
    return <MemberImportantLinks workspaceId={workspaceId} projectId={projectId} />;
  }
  return <MemberPlanning workspaceId={workspaceId} projectId={projectId} range={range} />;
}

/**
 * A live view of the doc's own project (the `projectView` block): its header (title, a link to
 * the project's page, the settings for editors) and the data, read with the reader's own rights
 * (or the share link's) and reloaded by the same live events as the project's pages.
 */
export function ProjectViewBlock({ node, editor, selected, updateAttributes }: NodeViewProps) {
  const source = useViewSource();
  const editable = useEditorState({ editor, selector: (state) => state.editor.isEditable });
  const attrs = viewAttrs(node.attrs as ViewNodeAttrs);
  const today = todayIso();
  const title = viewTitle(attrs, today);
  const Icon = ICONS[attrs.view];
  return (
    <NodeViewWrapper
      className={classes.block}
      data-project-view={attrs.view}
      data-selected={selected || undefined}
      contentEditable={false}
      role="region"
      aria-label={title}
    >
      <Group className={classes.header} justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" miw={0}>
          <Icon size={18} aria-hidden="true" />
          <Text fw={700} className={classes.wrap} data-testid="project-view-title">
            {title}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {source?.kind === 'member' ? (
            <Anchor
              component={Link}
              to={routes.projectPage(source.workspaceId, source.projectId, PAGES[attrs.view])}
              size="xs"
              className={classes.noWrap}
              aria-label={`Open the project's ${VIEW_NAMES[attrs.view]}`}
            >
              Open
            </Anchor>
          ) : null}
          {editable ? (
            <ViewSettings
              attrs={attrs}
              range={viewRange(attrs, today)}
              onChange={(change) => updateAttributes(change)}
            />
          ) : null}
        </Group>
      </Group>
      <ViewBody source={source} node={node} />
    </NodeViewWrapper>
  );
}
