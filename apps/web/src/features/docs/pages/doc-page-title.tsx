import { UNTITLED_DOC, type DocNode } from '@hangar/contracts/docs';
import { routes } from '@hangar/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { SharedByLinkIcon } from '../../../ui/SharedByLinkIcon';
import { docQuery, docTreeQuery, useDocIdParam } from '../queries';
import { findNode, parentNodes } from '../tree/tree-model';

/**
 * The top bar's page title on a doc's page (SPEC.md section 2): the doc's name, with a globe
 * while it is shared (the tree says so to everyone; the doc's token only to editors), after the
 * doc's parents (issue 40). Both come from the trees the docs panel loaded: no request of its own.
 */
export function useDocPageTitle(workspaceId: number, projectId: number) {
  const docId = useDocIdParam();
  const doc = useQuery({ ...docQuery(workspaceId, projectId, docId ?? 0), enabled: false }).data;
  const tree = useQuery({ ...docTreeQuery(workspaceId, projectId, 'active'), enabled: false }).data;
  const archived = useQuery({
    ...docTreeQuery(workspaceId, projectId, 'archived'),
    enabled: false,
  }).data;
  if (docId === null || !doc) return undefined;
  const node: DocNode | null = tree ? findNode(tree, doc.id) : null;
  const parents = (parentNodes(doc.parent_path, [tree, archived]) ?? []).map((parent) => ({
    id: parent.item_id,
    name: parent.name || UNTITLED_DOC,
    to: routes.doc(workspaceId, projectId, parent.item_id),
  }));
  const shared = !doc.is_archived && (doc.share_token !== null || node?.shared === true);
  return {
    title: doc.name || UNTITLED_DOC,
    parents,
    // The doc shows its own name in large: phones need no second title above it.
    shownInPage: true,
    after: shared ? <SharedByLinkIcon /> : null,
  };
}
