import type { DocNode, MoveDocInput } from '@hangar/contracts/docs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast';
import { errorText } from '../error-text';
import { moveDoc } from '../docs-api';
import { docKeys, setCachedActiveTree } from '../queries';
import { treeAfterMove } from './tree-model';
import { reconcileTree, TreeSyncError } from './tree-sync';

const TREE_RELOADED_TEXT = 'The docs changed elsewhere meanwhile: the tree was reloaded.';

/**
 * Moves a doc (with its children) before, inside or after another: the tree shows the move at
 * once, then takes the server's answer, checked against what was expected (SPEC.md section 3).
 * When they cannot be reconciled, a TreeSyncError is reported and the tree reloads.
 */
export function useMoveDoc(workspaceId: number, projectId: number) {
  const queryClient = useQueryClient();
  const treeKey = docKeys.tree(workspaceId, projectId, 'active');
  const reload = () => queryClient.invalidateQueries({ queryKey: treeKey });

  return useMutation({
    mutationFn: (move: MoveDocInput) => moveDoc(workspaceId, projectId, move),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: treeKey });
      const before = queryClient.getQueryData<DocNode[]>(treeKey);
      let expected: DocNode[] | null = null;
      try {
        expected = before ? treeAfterMove(before, move) : null;
      } catch {
        // The cached tree lacks the doc or its target: the server's answer will tell.
      }
      if (expected) queryClient.setQueryData(treeKey, expected);
      return { before, expected };
    },
    onSuccess: (server, _move, context) => {
      setCachedActiveTree(queryClient, workspaceId, projectId, server);
      // The moved docs' paths changed: their details reload when shown.
      void queryClient.invalidateQueries({
        queryKey: [...docKeys.project(workspaceId, projectId), 'detail'],
      });
      if (!context?.expected) return;
      try {
        reconcileTree(context.expected, server);
      } catch (error) {
        if (!(error instanceof TreeSyncError)) throw error;
        console.error(error);
        toast.info(TREE_RELOADED_TEXT);
        void reload();
      }
    },
    onError: (error, _move, context) => {
      if (context?.before) queryClient.setQueryData(treeKey, context.before);
      toast.error(errorText(error, 'The page could not be moved.'));
      void reload();
    },
  });
}
