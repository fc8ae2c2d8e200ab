import { routes } from '@hangar/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShareLinkPanel } from '../../../ui/ShareLinkPanel';
import { setDocShared } from '../docs-api';
import { errorText } from '../error-text';
import { docKeys, docQuery } from '../queries';

/** The address of a doc's public link, on this app's host. */
function publicDocLink(projectId: number, docId: number, token: string): string {
  return new URL(routes.publicDoc(projectId, docId, token), window.location.origin).toString();
}

interface ShareDocDialogProps {
  workspaceId: number;
  projectId: number;
  docId: number;
}

/** Share: the doc's public read-only link on or off, and the link to copy (SPEC.md section 4). */
export function ShareDocDialog({ workspaceId, projectId, docId }: ShareDocDialogProps) {
  const queryClient = useQueryClient();
  const doc = useQuery(docQuery(workspaceId, projectId, docId)).data;
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => setDocShared(workspaceId, projectId, docId, enabled),
    onSuccess: (token) => {
      queryClient.setQueryData(docKeys.detail(workspaceId, projectId, docId), (current) =>
        current ? { ...current, share_token: token } : current,
      );
      void queryClient.invalidateQueries({
        queryKey: [...docKeys.project(workspaceId, projectId), 'tree'],
      });
    },
  });
  if (!doc) return null;
  const token = doc.share_token;
  return (
    <ShareLinkPanel
      description="Anyone with the link can read this page, without signing in: only this page, not the pages inside it. Nobody can change anything through it."
      link={token ? publicDocLink(projectId, docId, token) : null}
      onToggle={(enabled) => toggle.mutate(enabled)}
      pending={toggle.isPending}
      error={toggle.error ? errorText(toggle.error, 'The link could not be changed.') : null}
    />
  );
}
