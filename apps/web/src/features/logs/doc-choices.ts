import { UNTITLED_DOC, type DocNode } from '@hangar/contracts/docs';
import type { SearchList } from '@hangar/contracts/search';
import { useQuery } from '@tanstack/react-query';
import { useDocTree } from '../docs/queries';
import { searchListQuery } from '../search/queries';

export interface DocChoice {
  id: number;
  name: string;
  /** 0 for a top-level doc. */
  depth: number;
  /** Where it is, for docs of other projects ('Group / Project'); null for the project's own. */
  location: string | null;
}

/** Every doc of a tree in reading order, children after their parent. */
function docChoices(tree: readonly DocNode[], depth = 0): DocChoice[] {
  return tree.flatMap((node) => [
    { id: node.item_id, name: node.name || UNTITLED_DOC, depth, location: null },
    ...docChoices(node.children, depth + 1),
  ]);
}

/** The active docs of the workspace's other projects, by where they are, then by name. */
export function otherProjectsDocChoices(list: SearchList, projectId: number): DocChoice[] {
  return list.docs
    .filter((doc) => doc.project_id !== projectId && !doc.is_archived)
    .map((doc) => ({
      id: doc.id,
      name: doc.title || UNTITLED_DOC,
      depth: 0,
      location: doc.location.join(' / '),
    }))
    .sort(
      (a, b) => (a.location ?? '').localeCompare(b.location ?? '') || a.name.localeCompare(b.name),
    );
}

/**
 * The docs a log may point to (SPEC.md: docs of the workspace): the project's own first, in
 * tree order, then those of the other projects the user can see (from GET /search).
 */
export function useWorkspaceDocChoices(workspaceId: number, projectId: number) {
  const tree = useDocTree(workspaceId, projectId, 'active');
  const list = useQuery(searchListQuery(workspaceId));
  const others = list.data ? otherProjectsDocChoices(list.data, projectId) : [];
  return { choices: [...docChoices(tree.data ?? []), ...others], pending: tree.isPending };
}

/** The project's active docs, which links and attachments can point to. */
export function useProjectDocChoices(workspaceId: number, projectId: number) {
  const tree = useDocTree(workspaceId, projectId, 'active');
  return { choices: docChoices(tree.data ?? []), pending: tree.isPending };
}
