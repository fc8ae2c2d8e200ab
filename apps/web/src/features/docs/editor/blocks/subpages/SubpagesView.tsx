import { Anchor } from '@mantine/core';
import type { DocNode } from '@hangar/contracts/docs';
import { routes } from '@hangar/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import type { ReactNodeViewProps } from '@tiptap/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { idParam } from '../../../../../api/live-screen';
import { publicDocsQuery } from '../../../../public/queries';
import { docTreeQuery } from '../../../queries';
import { findNode } from '../../../tree/tree-model';
import { ListBlockView } from '../ListBlockView';

/**
 * The doc's child pages from the docs tree the page already has (kept live), each a link: the
 * project's tree in the workspace, the shared project's on a public page.
 */
function useChildPages(): { pages: DocNode[]; href: (id: number) => string } {
  const params = useParams();
  const [search] = useSearchParams();
  const token = search.get('publicToken') ?? '';
  const [workspaceId, projectId, docId] = [
    idParam(params.wsid) ?? 0,
    idParam(params.projectid) ?? 0,
    idParam(params.docid) ?? 0,
  ];
  const privateTree = useQuery({
    ...docTreeQuery(workspaceId, projectId, 'active'),
    enabled: token === '' && workspaceId > 0 && projectId > 0,
  });
  const publicTree = useQuery({ ...publicDocsQuery(token), enabled: token !== '' });
  const tree = (token ? publicTree.data : privateTree.data) ?? [];
  const href = (id: number) =>
    token
      ? search.get('publicMode') === 'doc'
        ? routes.publicDoc(projectId, id, token)
        : routes.publicProjectDoc(projectId, id, token)
      : routes.doc(workspaceId, projectId, id);
  return { pages: findNode(tree, docId)?.children ?? [], href };
}

/** The doc's child pages, listed live, each a link. */
export function SubpagesView({ selected }: ReactNodeViewProps) {
  const { pages, href } = useChildPages();
  return (
    <ListBlockView
      className="subpages"
      title="Subpages"
      selected={selected}
      empty="No pages under this one yet."
    >
      {pages.map((page) => (
        <li key={page.item_id}>
          <Anchor component={Link} to={href(page.item_id)}>
            {page.emoji ? `${page.emoji} ` : ''}
            {page.name || 'Untitled'}
          </Anchor>
        </li>
      ))}
    </ListBlockView>
  );
}
