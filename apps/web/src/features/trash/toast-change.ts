import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../ui/toast';

/**
 * A change's toast: a deletion's (it answered its trash entry) holds an 'Undo', from the trash's
 * restore, loaded only then.
 */
export function toastChange(
  queryClient: QueryClient,
  workspaceId: number,
  message: string,
  trashId: number | null,
): void {
  if (trashId === null) {
    toast.success(message);
    return;
  }
  void import('./trash-restore').then(({ offerUndo }) =>
    offerUndo({ queryClient, workspaceId, trashId, message }),
  );
}
