import { CANT_CREATE_MORE_DOCS } from '@hangar/contracts/docs';
import { routes } from '@hangar/contracts/routes';
import { pathIds } from '@hangar/domain/tree';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { toast } from '../../../ui/toast';
import { errorText } from '../error-text';
import { openPlanLimitModal } from '../../billing/limits/PlanLimitModal';
import { useWorkspace, workspaceKeys } from '../../workspaces/queries';
import { createDoc } from '../docs-api';
import { docKeys, invalidateProjectDocs } from '../queries';
import { openDocs } from './opened-docs';

/** The server refused a new doc for the free plan's limit. */
function isDocLimitError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.detail === CANT_CREATE_MORE_DOCS;
}

/**
 * Creates a doc at the top level or inside a parent (SPEC.md section 4): the parent opens in the
 * tree and the app opens the new doc. On the free plan's limit (`can_add_docs` false, or the
 * server's 403) the "Can't create more documents" modal opens instead.
 */
export function useCreateDoc(workspaceId: number, projectId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const workspace = useWorkspace(workspaceId);
  const canUpgrade = workspace?.abilities.upgrade === true;
  const openLimit = () => openPlanLimitModal({ item: 'docs', workspaceId, canUpgrade });

  const create = useMutation({
    mutationFn: (parentPath: string) => createDoc(workspaceId, projectId, parentPath),
    onSuccess: async (doc, parentPath) => {
      queryClient.setQueryData(docKeys.detail(workspaceId, projectId, doc.id), doc);
      openDocs(projectId, pathIds(parentPath));
      void invalidateProjectDocs(queryClient, workspaceId, projectId);
      // The free plan counts docs: `can_add_docs` may have changed.
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.current(workspaceId) });
      await navigate(routes.doc(workspaceId, projectId, doc.id));
    },
    onError: (error) => {
      if (isDocLimitError(error)) openLimit();
      else toast.error(errorText(error, 'The page could not be created.'));
    },
  });

  return {
    /** '' for a top-level doc, else the parent's path. */
    create: (parentPath: string) => {
      if (workspace && !workspace.can_add_docs) openLimit();
      else create.mutate(parentPath);
    },
    pending: create.isPending,
  };
}
