import { useParams, useSearchParams } from 'react-router';
import { idParam } from '../../../../../api/live-screen';

/**
 * Whose data a live view shows: the doc's own project, read as the signed-in reader (the doc,
 * print and history pages are under `/workspace/:wsid/project/:projectid`), or through the share
 * link of a public page (its token in the address); null elsewhere.
 */
export type ViewSource =
  { kind: 'member'; workspaceId: number; projectId: number } | { kind: 'public'; token: string };

export function useViewSource(): ViewSource | null {
  const params = useParams();
  const [search] = useSearchParams();
  const token = search.get('publicToken');
  if (token) return { kind: 'public', token };
  const workspaceId = idParam(params.wsid);
  const projectId = idParam(params.projectid);
  return workspaceId && projectId ? { kind: 'member', workspaceId, projectId } : null;
}
