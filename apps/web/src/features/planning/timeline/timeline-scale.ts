import type { Planning } from '@hangar/contracts/planning';
import { dateParts, dayNumber, isoDay, monthStart, weekday } from './planning-dates';

/** The timeline's zoom levels: how much time one screen shows. */
export const PLANNING_ZOOMS = ['week', 'month', 'quarter'] as const;
export type PlanningZoom = (typeof PLANNING_ZOOMS)[number];
export const ZOOM_LABELS: Record<PlanningZoom, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
};

/** Pixels per day at each zoom. */
export const DAY_WIDTH: Record<PlanningZoom, number> = { week: 36, month: 12, quarter: 4 };
/** Room left before the first item and after the last one, in days. */
const PADDING_DAYS: Record<PlanningZoom, number> = { week: 7, month: 21, quarter: 60 };
/** The timeline is at least this wide, so an empty or short planning still shows a calendar. */
export const MIN_TIMELINE_WIDTH = 1200;

type Unit = 'day' | 'week' | 'month' | 'quarter';
/** The header's two rows at each zoom: the upper unit, and the lower one under it. */
const HEADER_UNITS: Record<PlanningZoom, { top: Unit; bottom: Unit }> = {
  week: { top: 'week', bottom: 'day' },
  month: { top: 'month', bottom: 'week' },
  quarter: { top: 'quarter', bottom: 'month' },
};

/** The first day of the unit that holds `day` (weeks start on Monday). */
export function unitStart(day: number, unit: Unit): number {
  if (unit === 'day') return day;
  if (unit === 'week') return day - weekday(day);
  if (unit === 'month') return monthStart(day);
  const { month } = dateParts(day);
  return monthStart(day, -(month % 3));
}

/** The first day of the next unit after the one starting on `start`. */
function nextUnitStart(start: number, unit: Unit): number {
  if (unit === 'day') return start + 1;
  if (unit === 'week') return start + 7;
  return monthStart(start, unit === 'month' ? 1 : 3);
}

/** Days of the timeline: from `start` (included) to `end` (excluded). */
export interface TimelineRange {
  start: number;
  end: number;
}

/** The first and last day of the planning's items, or null when it has none. */
function planningSpan(planning: Planning): { first: number; last: number } | null {
  const days = [
    ...planning.phases.flatMap((phase) => [dayNumber(phase.start), dayNumber(phase.end)]),
    ...planning.milestones.map((milestone) => dayNumber(milestone.date)),
  ];
  if (days.length === 0) return null;
  return { first: Math.min(...days), last: Math.max(...days) };
}

/**
 * The days the timeline shows: every item and today, with some room around, from the start of
 * an upper header unit to the end of one, and at least MIN_TIMELINE_WIDTH wide.
 */
export function timelineRange(
  planning: Planning,
  today: number,
  zoom: PlanningZoom,
): TimelineRange {
  const span = planningSpan(planning);
  const first = Math.min(span?.first ?? today, today) - PADDING_DAYS[zoom];
  const last = Math.max(span?.last ?? today, today) + PADDING_DAYS[zoom];
  const { top } = HEADER_UNITS[zoom];
  const start = unitStart(first, top);
  let end = nextUnitStart(unitStart(last, top), top);
  while ((end - start) * DAY_WIDTH[zoom] < MIN_TIMELINE_WIDTH) end = nextUnitStart(end, top);
  return { start, end };
}

/** Where the timeline opens: today, kept within the planning's first and last day. */
export function scrollTargetDay(planning: Planning, today: number): number {
  const span = planningSpan(planning);
  if (!span) return today;
  return Math.min(Math.max(today, span.first), span.last);
}

export function timelineWidth(range: TimelineRange, zoom: PlanningZoom): number {
  return (range.end - range.start) * DAY_WIDTH[zoom];
}

/** Where a day begins on the timeline, in pixels from its left edge. */
export function dayOffset(day: number, range: TimelineRange, zoom: PlanningZoom): number {
  return (day - range.start) * DAY_WIDTH[zoom];
}

/** A pointer moved by `pixels`: by how many whole days (the nearest). */
export function daysForPixels(pixels: number, zoom: PlanningZoom): number {
  return Math.round(pixels / DAY_WIDTH[zoom]) || 0;
}

/** A cell of the header: a unit's label, its first day and length, cut to the range. */
export interface HeaderCell {
  key: string;
  label: string;
  start: number;
  days: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAY_INITIALS = 'MTWTFSS';

function unitLabel(start: number, unit: Unit, row: 'top' | 'bottom'): string {
  const { year, month, date } = dateParts(start);
  if (unit === 'day') return `${WEEKDAY_INITIALS[weekday(start)]} ${date}`;
  if (unit === 'week') {
    if (row === 'bottom') return `${date} ${MONTHS[month]}`;
    const sunday = dateParts(start + 6);
    return `${date} ${MONTHS[month]} – ${sunday.date} ${MONTHS[sunday.month]} ${sunday.year}`;
  }
  if (unit === 'month') return row === 'top' ? `${LONG_MONTHS[month]} ${year}` : `${MONTHS[month]}`;
  return `Q${Math.floor(month / 3) + 1} ${year}`;
}

function cells(range: TimelineRange, unit: Unit, row: 'top' | 'bottom'): HeaderCell[] {
  const found: HeaderCell[] = [];
  for (let start = unitStart(range.start, unit); start < range.end;) {
    const next = nextUnitStart(start, unit);
    const from = Math.max(start, range.start);
    found.push({
      key: `${unit}-${isoDay(start)}`,
      label: unitLabel(start, unit, row),
      start: from,
      days: Math.min(next, range.end) - from,
    });
    start = next;
  }
  return found;
}

/** The header's two rows at this zoom (weeks over days, months over weeks, quarters over months). */
export function headerRows(
  range: TimelineRange,
  zoom: PlanningZoom,
): { top: HeaderCell[]; bottom: HeaderCell[] } {
  const units = HEADER_UNITS[zoom];
  return { top: cells(range, units.top, 'top'), bottom: cells(range, units.bottom, 'bottom') };
}
