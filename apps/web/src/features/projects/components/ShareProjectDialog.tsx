import { routes } from '@hangar/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { invalidateGroupsAndProjects } from '../../items/cache';
import { ShareLinkPanel } from '../../../ui/ShareLinkPanel';
import { setProjectShared } from '../projects-api';
import { projectKeys, projectQuery } from '../queries';

/** The address of a project's public link, on this app's host. */
function publicProjectLink(projectId: number, token: string): string {
  return new URL(routes.publicProject(projectId, token), window.location.origin).toString();
}

/** Share: the public read-only link on or off, and the link to copy (SPEC.md section 4). */
export function ShareProjectDialog({
  workspaceId,
  projectId,
}: {
  workspaceId: number;
  projectId: number;
}) {
  const queryClient = useQueryClient();
  const project = useQuery(projectQuery(workspaceId, projectId)).data;
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => setProjectShared(workspaceId, projectId, enabled),
    onSuccess: (token) => {
      queryClient.setQueryData(projectKeys.detail(workspaceId, projectId), (current) =>
        current ? { ...current, is_shared: token !== null, share_token: token } : current,
      );
      void invalidateGroupsAndProjects(queryClient, workspaceId);
    },
  });
  if (!project) return null;
  const token = project.share_token;
  return (
    <ShareLinkPanel
      description="Anyone with the link can read this project, without signing in: its docs, logs, important documents and planning. Nobody can change anything through it."
      link={token ? publicProjectLink(project.id, token) : null}
      onToggle={(enabled) => toggle.mutate(enabled)}
      pending={toggle.isPending}
      error={
        toggle.error
          ? (isApiError(toggle.error) && toggle.error.detail) || 'The link could not be changed.'
          : null
      }
    />
  );
}
