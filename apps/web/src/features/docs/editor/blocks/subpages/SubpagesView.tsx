import { Anchor, Text } from '@mantine/core';
import type { DocNode } from '@hangar/contracts/docs';
import { routes } from '@hangar/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { publicDocsQuery } from '../../../../public/queries';
import { docTreeQuery } from '../../../queries';
import '../table-of-contents/table-of-contents.css';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

function findNode(nodes: DocNode[], id: number): DocNode | null {
  for (const node of nodes) {
    if (node.item_id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/**
 * The doc's child pages from the docs tree the page already has (kept live), each a link: the
 * project's tree in the workspace, the shared project's on a public page.
 */
function useChildPages(): { pages: DocNode[]; href: (id: number) => string } {
  const params = useParams();
  const [search] = useSearchParams();
  const token = search.get('publicToken') ?? '';
  const [workspaceId, projectId, docId] = [
    idOf(params.wsid),
    idOf(params.projectid),
    idOf(params.docid),
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
    <NodeViewWrapper
      as="nav"
      className="subpages"
      aria-label="Subpages"
      data-selected={selected || undefined}
      contentEditable={false}
    >
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        Subpages
      </Text>
      {pages.length === 0 ? (
        <Text size="sm" c="dimmed">
          No pages under this one yet.
        </Text>
      ) : (
        <ul>
          {pages.map((page) => (
            <li key={page.item_id}>
              <Anchor component={Link} to={href(page.item_id)}>
                {page.emoji ? `${page.emoji} ` : ''}
                {page.name || 'Untitled'}
              </Anchor>
            </li>
          ))}
        </ul>
      )}
    </NodeViewWrapper>
  );
}
