import type { Doc, UpdateDocInput } from '@hangar/contracts/docs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast';
import { updateDoc } from '../docs-api';
import { errorText } from '../error-text';
import { docKeys } from '../queries';

/** PUT .../docs/{id} (name, emoji, is_template, is_locked): the doc and the tree follow. */
export function useUpdateDoc(workspaceId: number, doc: Pick<Doc, 'id' | 'project_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateDocInput) =>
      updateDoc(workspaceId, doc.project_id, doc.id, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(docKeys.detail(workspaceId, doc.project_id, doc.id), updated);
      void queryClient.invalidateQueries({
        queryKey: [...docKeys.project(workspaceId, doc.project_id), 'tree'],
      });
      // Templates are listed from every project.
      void queryClient.invalidateQueries({ queryKey: docKeys.templates(workspaceId) });
    },
    onError: (error) => toast.error(errorText(error, 'The change could not be saved. Try again.')),
  });
}
