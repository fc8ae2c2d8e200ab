import { MODAL_WIDTH } from '@hangar/domain/constants';
import { openConfirmModal } from '../../../ui/ConfirmModal';
import { closeModal, openModal } from '../../../ui/overlays';
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
  const modalId: string = openModal({
    title: item ? `Edit the ${name}` : `Add a ${name}`,
    size: MODAL_WIDTH.wide,
    centered: true,
    children: (
      <PlanningItemForm
        kind={kind}
        item={item}
        id={item?.id ?? newPlanningItemId()}
        today={context.today}
        workspaceId={context.workspaceId}
        projectId={context.projectId}
        onCancel={() => closeModal(modalId)}
        onSave={(saved) => {
          closeModal(modalId);
          context.onSave(saved);
        }}
        onDelete={
          item
            ? () => {
                closeModal(modalId);
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
  return modalId;
}

/** What viewers get: the item, read-only. */
export function openPlanningItemDetails(context: PlanningModalContext, item: PlanningItem): string {
  const modalId: string = openModal({
    title: item.name,
    size: MODAL_WIDTH.default,
    centered: true,
    children: (
      <PlanningItemDetails
        item={item}
        workspaceId={context.workspaceId}
        projectId={context.projectId}
        onNavigate={() => closeModal(modalId)}
      />
    ),
  });
  return modalId;
}
