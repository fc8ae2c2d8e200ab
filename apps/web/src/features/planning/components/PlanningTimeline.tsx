import type { Planning } from '@hangar/contracts/planning';
import { Text } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  planningItems,
  shiftItem,
  type PlanningItem,
  type ShiftMode,
} from '../timeline/planning-edit';
import { TimelineRow } from './TimelineRow';
import { useBarDrag } from './use-bar-drag';
import {
  DAY_WIDTH,
  dayOffset,
  headerRows,
  scrollTargetDay,
  timelineRange,
  timelineWidth,
  type PlanningZoom,
} from '../timeline/timeline-scale';
import classes from './Planning.module.css';

/**
 * Hides each header label that would not show whole. A label sticks to the left edge of the
 * visible dates while its cell is in view; once the rest of its cell is narrower than the label,
 * the end of the cell would push it under the names column and cut it ('ovember 2026'), so it is
 * hidden instead, as is a label wider than its whole cell. Runs on every scroll (no frame late).
 */
function fitHeaderLabels(scroller: HTMLElement, track: HTMLElement) {
  // The track's first visible pixel (the track starts right after the sticky names column).
  const shown = scroller.scrollLeft;
  const labels = Array.from(track.querySelectorAll<HTMLElement>('[data-header-label]'));
  // Every measure first, then every change: one layout, however many labels.
  const squeezed = labels.map((label) => {
    const cell = label.parentElement;
    if (!cell) return false;
    const end = cell.offsetLeft + cell.offsetWidth;
    const room = end - Math.max(cell.offsetLeft + cell.clientLeft, shown);
    return label.getBoundingClientRect().width > room + 0.5;
  });
  labels.forEach((label, index) => label.toggleAttribute('data-squeezed', squeezed[index]));
}

interface PlanningTimelineProps {
  planning: Planning;
  zoom: PlanningZoom;
  /** Today as a day number (see planning-dates). */
  today: number;
  editable: boolean;
  /** Changes when the view should scroll back to today (the Today button). */
  todaySignal: number;
  keyboardHelpId: string;
  onOpen: (item: PlanningItem) => void;
  onShift: (item: PlanningItem, mode: ShiftMode, days: number) => void;
}

/**
 * The Gantt-style timeline, drawn with plain DOM: a header of two rows of dates, one row per
 * item, vertical lines and a today line. It scrolls both ways; the names stay at the left.
 */
export function PlanningTimeline(props: PlanningTimelineProps) {
  const { planning, zoom, today, editable, todaySignal, onOpen, onShift } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const corner = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const fitLabels = useCallback(() => {
    if (scroller.current && track.current) fitHeaderLabels(scroller.current, track.current);
  }, []);
  const items = useMemo(() => planningItems(planning), [planning]);
  const { preview, handlers, wasDrag } = useBarDrag(zoom, (id, mode, days) => {
    const item = items.find((entry) => entry.id === id);
    if (item) onShift(item, mode, days);
  });
  const shown = useMemo(
    () =>
      preview ? planningItems(shiftItem(planning, preview.id, preview.mode, preview.days)) : items,
    [planning, items, preview],
  );
  // The range follows the saved planning, not the drag, so the grid holds still under the pointer.
  const range = useMemo(() => timelineRange(planning, today, zoom), [planning, today, zoom]);
  const width = timelineWidth(range, zoom);
  const header = useMemo(() => headerRows(range, zoom), [range, zoom]);
  const todayX = dayOffset(today, range, zoom) + DAY_WIDTH[zoom] / 2;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const visible = element.clientWidth - (corner.current?.offsetWidth ?? 0);
    // Today, or (on opening) the nearest end of a planning that is all past or all future.
    const day = todaySignal > 0 ? today : scrollTargetDay(planning, today);
    const x = dayOffset(day, range, zoom);
    element.scrollLeft = Math.max(0, x - visible / 3);
    // Only on opening, a new zoom or the Today button: not after each save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoom, todaySignal]);

  // New cells (a zoom, a longer range) or a new scroll position: which labels fit.
  useLayoutEffect(() => fitLabels(), [fitLabels, header, todaySignal]);
  // Labels are measured in the app's font: measure again once it has loaded.
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) fitLabels();
    });
    return () => {
      live = false;
    };
  }, [fitLabels]);

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      role="region"
      aria-label="Timeline"
      tabIndex={0}
      data-zoom={zoom}
      onScroll={fitLabels}
    >
      <div className={classes.grid}>
        <div className={classes.header}>
          <div ref={corner} className={classes.corner}>
            <Text size="xs" fw={600} c="dimmed">
              Phases and milestones
            </Text>
          </div>
          <div ref={track} className={classes.headerTrack} style={{ width }} aria-hidden="true">
            {(['top', 'bottom'] as const).flatMap((row) =>
              header[row].map((cell) => (
                <div
                  key={`${row}-${cell.key}`}
                  className={classes.headerCell}
                  data-row={row}
                  style={{
                    left: dayOffset(cell.start, range, zoom),
                    width: cell.days * DAY_WIDTH[zoom],
                  }}
                >
                  <span className={classes.headerLabel} data-header-label>
                    {cell.label}
                  </span>
                </div>
              )),
            )}
            {/* In its own lane under the dates, so it never covers one. */}
            <span className={classes.todayLabel} style={{ left: todayX }} data-testid="today-pill">
              Today
            </span>
          </div>
        </div>
        <div className={classes.body}>
          <div className={classes.overlay} style={{ width }} aria-hidden="true">
            {header.bottom.map((cell) => (
              <span
                key={cell.key}
                className={classes.gridLine}
                style={{ left: dayOffset(cell.start, range, zoom) }}
              />
            ))}
            <span className={classes.todayLine} style={{ left: todayX }} data-testid="today-line" />
          </div>
          {shown.map((item) => (
            <TimelineRow
              key={item.id}
              item={item}
              range={range}
              zoom={zoom}
              width={width}
              editable={editable}
              dragging={preview?.id === item.id}
              keyboardHelpId={props.keyboardHelpId}
              drag={handlers}
              wasDrag={wasDrag}
              onOpen={onOpen}
              onShift={onShift}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
