import { MODAL_WIDTH } from '@hangar/domain/constants';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { openDialog } from '../../../ui/overlays';
import { toast } from '../../../ui/toast';
import { PlanningItemDetails } from './PlanningItemDetails';
import { PlanningItemForm } from './PlanningItemForm';
import {
  newPlanningItemId,
  type PlanningItem,
  type PlanningItemKind,
} from '../timeline/planning-edit';

const KIND_NAMES: Record<PlanningItemKind, string> = { phase: 'phase', milestone: 'milestone' };

interface PlanningModalContext {
  workspaceId: number;
  projectId: number;
  today: string;
  onSave: (item: PlanningItem) => void;
  onDelete: (item: PlanningItem) => void;
}

/** 'Add a phase' / 'Add a milestone', or the edit form of an item. */
export function openPlanningItemForm(
  context: PlanningModalContext,
  kind: PlanningItemKind,
  item: PlanningItem | null,
): string {
  const name = KIND_NAMES[kind];
  return openDialog({
    title: item ? `Edit the ${name}` : `Add a ${name}`,
    size: MODAL_WIDTH.wide,
    render: (close) => (
      <PlanningItemForm
        kind={kind}
        item={item}
        id={item?.id ?? newPlanningItemId()}
        today={context.today}
        workspaceId={context.workspaceId}
        projectId={context.projectId}
        onCancel={close}
        onSave={(saved) => {
          close();
          context.onSave(saved);
        }}
        onDelete={
          item
            ? () => {
                close();
                openConfirmModal({
                  title: `Delete this ${name}?`,
                  message: `“${item.name}” will be removed from the planning. This action cannot be undone.`,
                  critical: true,
                  onConfirm: () => {
                    context.onDelete(item);
                    toast.success(kind === 'phase' ? 'Phase deleted' : 'Milestone deleted');
                  },
                });
              }
            : undefined
        }
      />
    ),
  });
}

/** What viewers get: the item, read-only. */
export function openPlanningItemDetails(context: PlanningModalContext, item: PlanningItem): string {
  return openDialog({
    title: item.name,
    size: MODAL_WIDTH.default,
    render: (close) => (
      <PlanningItemDetails
        item={item}
        workspaceId={context.workspaceId}
        projectId={context.projectId}
        onNavigate={close}
      />
    ),
  });
}
