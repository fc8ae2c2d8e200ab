import { useRef, useState, type PointerEvent } from 'react';
import type { ShiftMode } from '../timeline/planning-edit';
import { daysForPixels, type PlanningZoom } from '../timeline/timeline-scale';

/** A pointer must travel this far before a press becomes a drag (a click opens the item). */
const DRAG_THRESHOLD_PX = 4;

export interface DragPreview {
  id: string;
  mode: ShiftMode;
  days: number;
}

interface DragStart {
  id: string;
  mode: ShiftMode;
  x: number;
  moved: boolean;
}

/**
 * Dragging bars with the pointer (mouse, pen or touch): the whole bar moves, its ends resize.
 * While dragging, `preview` says by how many days; on release, `onCommit` gets them. A press
 * without a drag stays a click, which `wasDrag()` lets the bar tell apart.
 */
export function useBarDrag(
  zoom: PlanningZoom,
  onCommit: (id: string, mode: ShiftMode, days: number) => void,
) {
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const start = useRef<DragStart | null>(null);
  const dragged = useRef(false);

  const handlers = (id: string, mode: ShiftMode) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.stopPropagation();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start.current = { id, mode, x: event.clientX, moved: false };
      dragged.current = false;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = start.current;
      if (!current) return;
      event.stopPropagation();
      const dx = event.clientX - current.x;
      if (!current.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
      current.moved = true;
      setPreview({ id, mode, days: daysForPixels(dx, zoom) });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const current = start.current;
      start.current = null;
      setPreview(null);
      if (!current) return;
      event.stopPropagation();
      if (!current.moved) return;
      dragged.current = true;
      const days = daysForPixels(event.clientX - current.x, zoom);
      if (days !== 0) onCommit(current.id, current.mode, days);
    },
    onPointerCancel: () => {
      start.current = null;
      setPreview(null);
    },
  });

  /** True once after a drag ended: the click that follows it is not a click. */
  const wasDrag = () => {
    const value = dragged.current;
    dragged.current = false;
    return value;
  };

  return { preview, handlers, wasDrag };
}
