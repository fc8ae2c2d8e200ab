import { UNTITLED_DOC } from '@hangar/contracts/docs';
import { useSignedInUserId } from '../../../app/session';
import { DocumentTitle } from '../../../app/layouts/PageTitle';
import { useProjectId } from '../../projects/queries';
import { useWorkspaceId } from '../../workspaces/queries';
import { useLiveDoc } from '../collab/use-live-doc';
import { useDoc, useDocId } from '../queries';
import { DOC_EMOJI_FALLBACK } from '../tree/DocTreeRow';
import classes from './DocPage.module.css';
import { LazyDocEditor } from './LazyDocEditor';

const PRINT_USER = { name: '', color: '#000000' };

/**
 * The print view of a doc (`/doc/{docid}/print`, in a new tab): its title and content, read-only
 * and up to date (the live version, or the saved one for an archived doc), on a sheet of paper;
 * the browser prints it or saves it as a PDF.
 */
export function DocPrintPage() {
  const workspaceId = useWorkspaceId();
  const projectId = useProjectId();
  const docId = useDocId();
  const doc = useDoc(workspaceId, projectId, docId);
  const userId = useSignedInUserId() ?? 0;
  const session = useLiveDoc({
    docId,
    userId,
    contentState: doc?.content_state ?? '',
    editable: false,
    live: doc ? !doc.is_archived : false,
  });
  if (!doc) return null;
  const title = doc.name || UNTITLED_DOC;
  return (
    <article>
      <DocumentTitle title={title} />
      <h1 className={classes.titleText} style={{ marginBottom: 24 }}>
        <span aria-hidden="true">{doc.emoji ?? DOC_EMOJI_FALLBACK}</span> {title}
      </h1>
      <LazyDocEditor
        session={session}
        editable={false}
        user={PRINT_USER}
        carets={false}
        linkScope={{ kind: 'workspace', workspaceId }}
      />
    </article>
  );
}
