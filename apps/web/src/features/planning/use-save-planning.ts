import { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import type { Planning } from '@hangar/contracts/planning';
import type { Project } from '@hangar/contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendToItem } from '../../api/item-calls';
import { toast } from '../../ui/toast';
import { projectKeys } from '../projects/queries';

/** PUT /projects/{id}/planning: replaces the whole planning; answers the project. */
function savePlanning(
  workspaceId: number,
  projectId: number,
  planning: Planning,
): Promise<Project> {
  return sendToItem(projectEndpoints.savePlanning, workspaceId, projectId, { planning });
}

/**
 * Saves a new planning at once on screen (the project's cache), then through PUT; saves run one
 * after the other (a drag, then arrow keys), and a refused one puts back what was there before.
 */
export function useSavePlanning(workspaceId: number, projectId: number) {
  const queryClient = useQueryClient();
  const key = projectKeys.detail(workspaceId, projectId);
  const mutationKey = ['planning', workspaceId, projectId];
  const mutation = useMutation({
    mutationKey,
    scope: { id: `planning-${workspaceId}-${projectId}` },
    mutationFn: (planning: Planning) => savePlanning(workspaceId, projectId, planning),
    onMutate: async (planning: Planning) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Project>(key);
      queryClient.setQueryData<Project>(key, (current) =>
        current ? { ...current, planning } : current,
      );
      return { before };
    },
    onError: (_error, _planning, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error('The planning could not be saved', {
        description: 'Your last change was undone. Try again in a moment.',
      });
    },
    onSuccess: (saved) => {
      // Only the last save in line may put the server's answer on screen.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, saved);
    },
  });
  return mutation.mutate;
}
