import type { Doc } from '@hangar/contracts/docs';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { useFieldAutosave } from '../../../ui/autosave/use-field-autosave';
import { toast } from '../../../ui/toast';
import { showUpdatedDoc } from '../actions/use-update-doc';
import { updateDoc } from '../docs-api';
import { errorText } from '../error-text';

/** The longest name the API takes. */
const MAX_DOC_NAME = 200;

/** The doc's title, saved as it is typed (PUT .../docs/{id} {name}). */
export function useTitleAutosave(workspaceId: number, doc: Doc) {
  const queryClient = useQueryClient();
  return useFieldAutosave({
    save: async (value, { keepalive }) => {
      const name = value.trim().slice(0, MAX_DOC_NAME);
      if (name === doc.name) return;
      const updated = await updateDoc(workspaceId, doc.project_id, doc.id, { name }, { keepalive });
      showUpdatedDoc(queryClient, workspaceId, updated);
    },
    isRetryable: (error) => isApiError(error) && error.isTemporary,
    onGiveUp: (error) => toast.error(errorText(error, 'The title could not be saved.')),
  });
}
