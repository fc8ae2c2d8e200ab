import { openPlanLimitModal } from '../../billing/limits/PlanLimitModal';
import { useWorkspace } from '../../workspaces/queries';
import { openImportDocsModal, type ImportParent } from './ImportDocsModal';

/**
 * Import Markdown, where docs are created (the docs panel, a page's menu, the New menu): the
 * import modal, or "Can't create more documents" when the free plan's docs are used up.
 */
export function useImportDocs(workspaceId: number, projectId: number) {
  const workspace = useWorkspace(workspaceId);
  const canUpgrade = workspace?.abilities.upgrade === true;
  return (parent: ImportParent = null) => {
    if (workspace && !workspace.can_add_docs) {
      openPlanLimitModal({ item: 'docs', workspaceId, canUpgrade });
    } else {
      openImportDocsModal(workspaceId, projectId, parent);
    }
  };
}
