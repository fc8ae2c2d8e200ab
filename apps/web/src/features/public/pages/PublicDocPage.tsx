import { Group } from '@mantine/core';
import { UNTITLED_DOC } from '@hangar/contracts/docs';
import { publicLiveToken } from '@hangar/contracts/public';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LiveSyncStatusBadge } from '../../docs/collab/SyncStatusBadge';
import { useLiveDoc } from '../../docs/collab/use-live-doc';
import { LazyDocEditor } from '../../docs/pages/LazyDocEditor';
import { useDocFind } from '../../docs/pages/use-doc-find';
import { DOC_EMOJI_FALLBACK } from '../../docs/tree/DocTreeRow';
import { publicDocQuery } from '../queries';
import { usePublicLink } from '../use-public-link';
import docClasses from '../../docs/pages/DocPage.module.css';

/** Visitors have no account: their live sessions are kept apart from every user's. */
const VISITOR_ID = 0;
const NO_USER = { name: 'Visitor', color: '#868e96' };

/**
 * A doc read through a share link: its emoji and name, and its content read-only, following the
 * editors' changes live (the share token opens the live connection, read-only on the server).
 */
export function PublicDocPage() {
  const { token } = usePublicLink();
  const docId = Number(useParams().docid);
  const doc = useQuery(publicDocQuery(token, docId)).data;
  const session = useLiveDoc({
    docId,
    userId: VISITOR_ID,
    contentState: doc?.content_state ?? '',
    editable: false,
    live: doc !== undefined,
    token: publicLiveToken(token),
  });
  const find = useDocFind(session);
  if (!doc) return null;
  return (
    <article className={docClasses.doc} aria-labelledby="public-doc-title">
      <Group justify="flex-end">
        <LiveSyncStatusBadge session={session} editable={false} />
      </Group>
      <Group gap="xs" wrap="nowrap" align="flex-start" className={docClasses.title}>
        <span className={docClasses.emoji} aria-hidden="true">
          {doc.emoji ?? DOC_EMOJI_FALLBACK}
        </span>
        <h1 id="public-doc-title" className={docClasses.titleText} data-testid="doc-title">
          {doc.name || UNTITLED_DOC}
        </h1>
      </Group>
      <LazyDocEditor
        session={session}
        editable={false}
        user={NO_USER}
        carets={false}
        find={find}
        linkScope={{ kind: 'public', token }}
      />
    </article>
  );
}
