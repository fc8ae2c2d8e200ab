import type { Doc, UpdateDocInput } from '@hangar/contracts/docs';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast';
import { updateDoc } from '../docs-api';
import { errorText } from '../error-text';
import { docKeys } from '../queries';

/** A doc was changed by PUT .../docs/{id}: the doc, its tree and the templates follow. */
export function showUpdatedDoc(queryClient: QueryClient, workspaceId: number, updated: Doc): void {
  queryClient.setQueryData(docKeys.detail(workspaceId, updated.project_id, updated.id), updated);
  void queryClient.invalidateQueries({
    queryKey: [...docKeys.project(workspaceId, updated.project_id), 'tree'],
  });
  // Templates are listed from every project.
  void queryClient.invalidateQueries({ queryKey: docKeys.templates(workspaceId) });
}

/** PUT .../docs/{id} (name, emoji, is_template, is_locked): the doc and the tree follow. */
export function useUpdateDoc(workspaceId: number, doc: Pick<Doc, 'id' | 'project_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateDocInput) =>
      updateDoc(workspaceId, doc.project_id, doc.id, changes),
    onSuccess: (updated) => showUpdatedDoc(queryClient, workspaceId, updated),
    onError: (error) => toast.error(errorText(error, 'The change could not be saved. Try again.')),
  });
}
