import { publicToken, SHARE_LINK_NOT_FOUND, type PublicProject } from '@hangar/contracts/public';
import type { Doc } from '@hangar/contracts/docs';
import { routes } from '@hangar/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { MISSING_PROJECT_ID, requireNumericId } from '../../app/item-guards';
import { MISSING_DOC_ID } from '../docs/doc-loader';
import { publicDocQuery, publicProjectQuery } from './queries';

const linkNotFound = () => data({ detail: SHARE_LINK_NOT_FOUND }, { status: 404 });

/** The share token of the address (`publicToken`), or the link's 404 page. */
function publicTokenOf(url: string | URL): string {
  const parsed = publicToken.safeParse(new URL(url).searchParams.get('publicToken'));
  if (!parsed.success) throw linkNotFound();
  return parsed.data;
}

/**
 * The shared project of the address, asked again at each visit: a link turned off, or a
 * project archived since, stops at once. The token must be this project's.
 */
async function sharedProject(queryClient: QueryClient, args: LoaderFunctionArgs) {
  const projectId = requireNumericId(args.params.projectid, MISSING_PROJECT_ID);
  const token = publicTokenOf(args.request.url);
  const project = await queryClient.fetchQuery({ ...publicProjectQuery(token), staleTime: 0 });
  if (project.id !== projectId) throw linkNotFound();
  return { project, token };
}

/** `/workspace/public/project/{id}`: a doc link goes on to its doc. */
export function createPublicProjectLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<PublicProject> => {
    const { project, token } = await sharedProject(queryClient, args);
    if (project.mode === 'doc' && project.doc_id !== null) {
      throw redirect(routes.publicDoc(project.id, project.doc_id, token));
    }
    return project;
  };
}

/** `/workspace/public/project/{id}/doc/{docId}`: a doc of the link (a doc link: its doc only). */
export function createPublicDocLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<Doc> => {
    const docId = requireNumericId(args.params.docid, MISSING_DOC_ID);
    const { project, token } = await sharedProject(queryClient, args);
    if (project.mode === 'doc' && project.doc_id !== docId) throw linkNotFound();
    return queryClient.fetchQuery({ ...publicDocQuery(token, docId), staleTime: 0 });
  };
}
