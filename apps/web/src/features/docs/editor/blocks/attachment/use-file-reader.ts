import { useParams, useSearchParams } from 'react-router';
import { parseWorkspaceId } from '../../../../../app/workspace-guards';
import type { FileReader } from './file-api';

/**
 * Who reads the doc's files, from the page's address: a share link's reader (`publicToken`), or
 * a member of the workspace of the route; null where neither is known.
 */
export function useFileReader(): FileReader | null {
  const workspaceId = parseWorkspaceId(useParams().wsid);
  const publicToken = useSearchParams()[0].get('publicToken');
  if (publicToken) return { publicToken };
  return workspaceId === null ? null : { workspaceId };
}
