import { Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { dayNumber, formatDayRange } from '../timeline/planning-dates';
import { itemDays, type PlanningItem, type ShiftMode } from '../timeline/planning-edit';
import {
  DAY_WIDTH,
  dayOffset,
  type PlanningZoom,
  type TimelineRange,
} from '../timeline/timeline-scale';
import classes from './Planning.module.css';

type DragHandlers = (
  id: string,
  mode: ShiftMode,
) => {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
};

export interface TimelineRowProps {
  item: PlanningItem;
  range: TimelineRange;
  zoom: PlanningZoom;
  width: number;
  editable: boolean;
  dragging: boolean;
  /** The id of the text telling editors how to move a bar with the keyboard. */
  keyboardHelpId: string;
  drag: DragHandlers;
  wasDrag: () => boolean;
  onOpen: (item: PlanningItem) => void;
  onShift: (item: PlanningItem, mode: ShiftMode, days: number) => void;
}

/** How an item reads to a screen reader: 'Build, phase, 2 Mar – 20 Mar 2026, 40% done'. */
export function itemDescription(item: PlanningItem): string {
  const { start, end } = itemDays(item);
  return item.kind === 'phase'
    ? `${item.name}, phase, ${formatDayRange(start, end)}, ${item.progress}% done`
    : `${item.name}, milestone, ${formatDayRange(start, end)}`;
}

/** Arrow keys move a focused bar by a day, with Shift by a week; Enter opens it. */
function keyboardShift(event: KeyboardEvent): number {
  if (event.altKey || event.ctrlKey || event.metaKey) return 0;
  const step = event.shiftKey ? 7 : 1;
  if (event.key === 'ArrowLeft') return -step;
  if (event.key === 'ArrowRight') return step;
  return 0;
}

/** A row of the timeline: the item's name (sticky at the left) and its bar or diamond. */
export function TimelineRow(props: TimelineRowProps) {
  const { item, range, zoom, width, editable, dragging, drag, wasDrag, onOpen, onShift } = props;
  const { start, end } = itemDays(item);
  const left = dayOffset(dayNumber(start), range, zoom);
  const length = (dayNumber(end) - dayNumber(start) + 1) * DAY_WIDTH[zoom];
  const colors = {
    '--item-color': `var(--mantine-color-${item.color}-6)`,
    '--item-light': `var(--mantine-color-${item.color}-1)`,
  } as CSSProperties;
  const description = itemDescription(item);

  const common = {
    type: 'button' as const,
    'aria-label': description,
    'aria-describedby': editable ? props.keyboardHelpId : undefined,
    'data-item-id': item.id,
    'data-editable': editable || undefined,
    'data-dragging': dragging || undefined,
    onClick: () => {
      if (!wasDrag()) onOpen(item);
    },
    onKeyDown: (event: KeyboardEvent) => {
      const days = editable ? keyboardShift(event) : 0;
      if (days === 0) return;
      event.preventDefault();
      onShift(item, 'move', days);
    },
    ...(editable ? drag(item.id, 'move') : {}),
  };

  return (
    <div className={classes.row} style={colors} data-testid="planning-row">
      <UnstyledButton
        className={classes.nameCell}
        onClick={() => onOpen(item)}
        aria-label={`Open ${item.name}`}
      >
        <span className={classes.dot} data-kind={item.kind} />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end">
            {item.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {formatDayRange(start, end)}
          </Text>
        </div>
      </UnstyledButton>
      <div className={classes.track} style={{ width }}>
        {item.kind === 'phase' ? (
          <button
            {...common}
            className={classes.bar}
            style={{ left, width: length }}
            data-testid="planning-bar"
            title={description}
          >
            <span className={classes.progress} style={{ width: `${item.progress}%` }} />
            <span className={classes.barLabel}>{item.name}</span>
            {editable ? (
              <>
                <span className={classes.handle} data-edge="start" {...drag(item.id, 'start')} />
                <span className={classes.handle} data-edge="end" {...drag(item.id, 'end')} />
              </>
            ) : null}
          </button>
        ) : (
          <>
            <button
              {...common}
              className={classes.milestone}
              style={{ left: left + DAY_WIDTH[zoom] / 2 - 9 }}
              data-testid="planning-milestone"
              title={description}
            />
            <span
              className={classes.milestoneLabel}
              style={{ left: left + DAY_WIDTH[zoom] / 2 + 16 }}
            >
              {item.name}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
