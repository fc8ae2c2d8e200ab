import { ActionIcon, Button, Group, useComputedColorScheme } from '@mantine/core';
import type { Doc } from '@hangar/contracts/docs';
import type { Project } from '@hangar/contracts/projects';
import type { Me } from '@hangar/contracts/account';
import { avatarColor } from '@hangar/domain/format';
import { DEFAULT_THEME } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useSignedInUserId } from '../../../app/session';
import { useMe } from '../../auth/use-me';
import { CommentsLayout } from '../../comments/components/CommentsLayout';
import { CommentsToggle } from '../../comments/components/CommentsToggle';
import { useDocComments } from '../../comments/use-doc-comments';
import { useThreadLink } from '../../comments/use-thread-link';
import { useProject, useProjectId } from '../../projects/queries';
import { useWorkspaceId } from '../../workspaces/queries';
import { DocActionMenu } from '../actions/DocActionMenu';
import { openTemplatePicker } from '../actions/TemplatePicker';
import { useDocEmpty } from '../collab/doc-emptiness';
import { DocPresence } from '../collab/DocPresence';
import { LiveSyncStatusBadge } from '../collab/SyncStatusBadge';
import { useLiveDoc, useLiveValue } from '../collab/use-live-doc';
import { useDoc, useDocId } from '../queries';
import { archivedItemBanner } from '../../../ui/ArchivedBanner';
import { useDocStateActions } from '../actions/use-doc-state-actions';
import { DocTitle } from '../components/DocTitle';
import { preloadBlockChunks } from '../editor/blocks/preload-block-chunks';
import { LazyDocEditor } from './LazyDocEditor';
import { useDocFind } from './use-doc-find';
import { LinkedFrom } from './LinkedFrom';
import { useTitleAutosave } from './use-title-autosave';
import classes from './DocPage.module.css';

const DocArchivedBanner = archivedItemBanner('This documentation is archived', useDocStateActions);

/** The caret colour of a person: their avatar colour, as the #rrggbb the caret extension takes. */
function caretColor(name: string): string {
  return DEFAULT_THEME.colors[avatarColor(name)]?.[6] ?? '#4c6ef5';
}

interface DocViewProps {
  workspaceId: number;
  project: Project;
  doc: Doc;
  me: Me | undefined;
  userId: number;
}

function DocView({ workspaceId, project, doc, me, userId }: DocViewProps) {
  const { abilities } = doc;
  const session = useLiveDoc({
    docId: doc.id,
    userId,
    contentState: doc.content_state,
    editable: abilities.edit,
    live: !doc.is_archived,
  });
  const find = useDocFind(session);
  const title = useTitleAutosave(workspaceId, doc);
  const dark = useComputedColorScheme('light') === 'dark';
  // Only the content the page opened with: later changes come with the editor running.
  const ydoc = session?.ydoc ?? null;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => (ydoc ? preloadBlockChunks(ydoc, dark) : undefined), [ydoc]);
  const readOnly = useLiveValue(session, (state) => state.readOnly);
  const editable = abilities.edit && !readOnly;
  const empty = useDocEmpty(ydoc);
  const name = me?.fullname ?? 'Someone';
  const user = useMemo(() => ({ id: userId, name, color: caretColor(name) }), [userId, name]);
  const comments = useDocComments(workspaceId, doc, userId);
  const projectId = project.id;
  const mentions = useMemo(() => ({ workspaceId, projectId }), [workspaceId, projectId]);
  const docId = doc.id;
  const pageLinks = useMemo(
    () => ({ workspaceId, projectId, docId }),
    [workspaceId, projectId, docId],
  );
  const linkScope = useMemo(() => ({ kind: 'workspace' as const, workspaceId }), [workspaceId]);
  useThreadLink(comments);

  return (
    <CommentsLayout comments={comments}>
      <article className={classes.doc} aria-labelledby="doc-page-title">
        <div className={classes.bar}>
          <LiveSyncStatusBadge session={session} editable={abilities.edit} title={title.state} />
          <Group gap="xs" wrap="nowrap">
            <DocPresence session={session} myId={userId} />
            {editable && empty ? (
              <>
                <Button
                  variant="light"
                  size="sm"
                  leftSection={<IconTemplate size={16} />}
                  onClick={() => openTemplatePicker(workspaceId, doc)}
                  visibleFrom="sm"
                >
                  Use a template
                </Button>
                {/* A phone's bar keeps room for the comments and the doc menu. */}
                <ActionIcon
                  variant="light"
                  size="lg"
                  aria-label="Use a template"
                  onClick={() => openTemplatePicker(workspaceId, doc)}
                  hiddenFrom="sm"
                >
                  <IconTemplate size={18} />
                </ActionIcon>
              </>
            ) : null}
            <CommentsToggle />
            <DocActionMenu workspaceId={workspaceId} doc={doc} />
          </Group>
        </div>
        {doc.is_archived ? <DocArchivedBanner workspaceId={workspaceId} item={doc} /> : null}
        <div id="doc-page-title">
          <DocTitle workspaceId={workspaceId} doc={doc} editable={editable} title={title} />
        </div>
        <LazyDocEditor
          session={session}
          editable={editable}
          user={user}
          find={find}
          comments={comments.editor}
          mentions={mentions}
          pageLinks={editable ? pageLinks : undefined}
          linkScope={linkScope}
        />
        <LinkedFrom workspaceId={workspaceId} projectId={projectId} docId={doc.id} />
      </article>
    </CommentsLayout>
  );
}

/**
 * A doc's page (`/doc/{docid}`, SPEC.md section 2): its one status for title and body (Saved /
 * Saving / Offline / Couldn't save, with the changes not stored), the doc menu, the archived banner, the editable title and emoji,
 * the live editor, read-only for those who cannot edit, and the doc's comments (issue 21) beside
 * it, `?thread=` opening one of them.
 */
export function DocPage() {
  const workspaceId = useWorkspaceId();
  const projectId = useProjectId();
  const docId = useDocId();
  const doc = useDoc(workspaceId, projectId, docId);
  const project = useProject(workspaceId, projectId);
  const me = useMe();
  const userId = useSignedInUserId();
  if (!doc || !project || userId === null) return null;
  return (
    <DocView
      key={doc.id}
      workspaceId={workspaceId}
      project={project}
      doc={doc}
      me={me}
      userId={userId}
    />
  );
}
