import type { DocNode, MoveDocInput } from '@hangar/contracts/docs';
import { MAX_DOC_DEPTH } from '@hangar/domain/constants';
import { dropArea, isSameOrDescendant, type DropArea } from '@hangar/domain/tree';
import { canDropNode } from './tree-model';

/** What the tree shows under the pointer while a doc is dragged. */
export interface DropIndicator {
  targetId: number;
  area: DropArea;
  /** False: the drop is refused (onto itself or its descendants, or too deep). */
  valid: boolean;
}

/** Why a drop is refused, in the server's words. */
const DROP_REFUSALS = {
  itself: 'A page cannot be moved into itself',
  depth: `Pages cannot be nested deeper than ${MAX_DOC_DEPTH} levels`,
} as const;

/**
 * The drop under the pointer (SPEC.md section 4): the target row's top 15% drops before it, its
 * bottom 15% after it, the middle inside it; valid only when the depth rule allows it.
 */
export function dropIndicatorAt(
  dragged: DocNode,
  target: DocNode,
  pointerY: number,
  rect: { top: number; height: number },
): DropIndicator {
  const ratio = rect.height > 0 ? (pointerY - rect.top) / rect.height : 0.5;
  const area = dropArea(Math.min(1, Math.max(0, ratio)));
  return { targetId: target.item_id, area, valid: canDropNode(dragged, target, area) };
}

/** The move call a valid drop makes. */
export function moveOfDrop(
  dragged: DocNode,
  target: DocNode,
  indicator: DropIndicator,
): MoveDocInput | null {
  if (!indicator.valid || indicator.targetId !== target.item_id) return null;
  return { from_path: dragged.path, to_path: target.path, area: indicator.area };
}

/** Why the drop under the pointer is refused; null when it is valid. */
export function dropRefusal(dragged: DocNode, target: DocNode, indicator: DropIndicator) {
  if (indicator.valid) return null;
  return isSameOrDescendant(target.path, dragged.path) ? DROP_REFUSALS.itself : DROP_REFUSALS.depth;
}
