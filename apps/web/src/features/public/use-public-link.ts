import type { PublicProject } from '@hangar/contracts/public';
import { routes } from '@hangar/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { publicProjectQuery } from './queries';

/** The share link of the page: its token, the project it opens, and where its docs are. */
export interface PublicLink {
  token: string;
  project: PublicProject | undefined;
  docHref: (docId: number) => string;
}

export function usePublicLink(): PublicLink {
  const [params] = useSearchParams();
  // The loaders checked the token before any page renders.
  const token = params.get('publicToken') ?? '';
  const project = useQuery(publicProjectQuery(token)).data;
  const docHref = (docId: number) =>
    project?.mode === 'doc'
      ? routes.publicDoc(project.id, docId, token)
      : routes.publicProjectDoc(project?.id ?? 0, docId, token);
  return { token, project, docHref };
}
