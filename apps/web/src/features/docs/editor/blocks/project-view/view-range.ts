import type { Planning } from '@hangar/contracts/planning';
import {
  DEFAULT_VIEW_DAYS,
  DEFAULT_VIEW_LOGS,
  type ProjectViewAttrs,
  type ProjectViewKind,
} from '@hangar/contracts/project-views';
import { addDays, formatDayRange } from '../../../../planning/timeline/planning-dates';

/** The block's attributes as the node holds them (any values: a co-editor's or an import's). */
export interface ViewNodeAttrs {
  view: unknown;
  limit: unknown;
  from: unknown;
  to: unknown;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The view's attributes read safely: an unknown view shows the logs, a wrong limit the default. */
export function viewAttrs(attrs: ViewNodeAttrs): ProjectViewAttrs {
  const view: ProjectViewKind =
    attrs.view === 'links' || attrs.view === 'planning' ? attrs.view : 'logs';
  const limit =
    typeof attrs.limit === 'number' && Number.isInteger(attrs.limit) && attrs.limit >= 1
      ? Math.min(attrs.limit, 20)
      : DEFAULT_VIEW_LOGS;
  return {
    view,
    limit,
    from: isDay(attrs.from) ? attrs.from : null,
    to: isDay(attrs.to) ? attrs.to : null,
  };
}

export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days a planning view shows: its own, else from today (or from its start) to 30 days on; a
 * view with only an end before today shows the 30 days before that end.
 */
export function viewRange(attrs: Pick<ProjectViewAttrs, 'from' | 'to'>, today: string): DayRange {
  if (attrs.from && attrs.to) return { from: attrs.from, to: attrs.to };
  if (attrs.from) return { from: attrs.from, to: addDays(attrs.from, DEFAULT_VIEW_DAYS) };
  if (attrs.to) {
    return { from: attrs.to < today ? addDays(attrs.to, -DEFAULT_VIEW_DAYS) : today, to: attrs.to };
  }
  return { from: today, to: addDays(today, DEFAULT_VIEW_DAYS) };
}

/** The block's header: 'Latest logs', 'Important links', 'Planning: 1 Dec – 31 Dec 2026'. */
export function viewTitle(attrs: ProjectViewAttrs, today: string): string {
  if (attrs.view === 'logs') return 'Latest logs';
  if (attrs.view === 'links') return 'Important links';
  const range = viewRange(attrs, today);
  return `Planning: ${formatDayRange(range.from, range.to)}`;
}

/** What the reader is told when the view's part of the project is not theirs to see. */
export const VIEW_NAMES: Record<ProjectViewKind, string> = {
  logs: 'logs',
  links: 'important links',
  planning: 'planning',
};

export interface PlannedItem {
  id: string;
  name: string;
  kind: 'phase' | 'milestone';
  start: string;
  end: string;
  color: string;
  /** Phases only. */
  progress: number | null;
}

/** The phases and milestones that meet the range, by their start, then their name. */
export function plannedIn(planning: Planning | null, range: DayRange): PlannedItem[] {
  if (!planning) return [];
  const items: PlannedItem[] = [
    ...planning.phases.map((phase) => ({
      id: phase.id,
      name: phase.name,
      kind: 'phase' as const,
      start: phase.start,
      end: phase.end,
      color: phase.color,
      progress: phase.progress,
    })),
    ...planning.milestones.map((milestone) => ({
      id: milestone.id,
      name: milestone.name,
      kind: 'milestone' as const,
      start: milestone.date,
      end: milestone.date,
      color: milestone.color,
      progress: null,
    })),
  ];
  return items
    .filter((item) => item.start <= range.to && item.end >= range.from)
    .sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
}
