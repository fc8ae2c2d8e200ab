import type { Planning } from '@hangar/contracts/planning';
import { addDays } from './planning-dates';

export type PlanningPhase = Planning['phases'][number];
export type PlanningMilestone = Planning['milestones'][number];
export type PlanningItem =
  ({ kind: 'phase' } & PlanningPhase) | ({ kind: 'milestone' } & PlanningMilestone);
export type PlanningItemKind = PlanningItem['kind'];

/** What a drag or a key changes: the whole item, or one end of a phase. */
export type ShiftMode = 'move' | 'start' | 'end';

/** The timeline's rows: the phases, then the milestones, in the saved order. */
export function planningItems(planning: Planning): PlanningItem[] {
  return [
    ...planning.phases.map((phase) => ({ kind: 'phase' as const, ...phase })),
    ...planning.milestones.map((milestone) => ({ kind: 'milestone' as const, ...milestone })),
  ];
}

/** First and last day of an item (a milestone's are the same). */
export function itemDays(item: PlanningItem): { start: string; end: string } {
  return item.kind === 'phase'
    ? { start: item.start, end: item.end }
    : { start: item.date, end: item.date };
}

/**
 * Moves an item by `days`, or moves one end of a phase; a phase never ends before it starts
 * (an end dragged past the start stops on it). A milestone only moves.
 */
export function shiftItem(planning: Planning, id: string, mode: ShiftMode, days: number): Planning {
  if (days === 0) return planning;
  return {
    phases: planning.phases.map((phase) => {
      if (phase.id !== id) return phase;
      if (mode === 'move') {
        return { ...phase, start: addDays(phase.start, days), end: addDays(phase.end, days) };
      }
      if (mode === 'start') {
        const start = addDays(phase.start, days);
        return { ...phase, start: start > phase.end ? phase.end : start };
      }
      const end = addDays(phase.end, days);
      return { ...phase, end: end < phase.start ? phase.start : end };
    }),
    milestones: planning.milestones.map((milestone) =>
      milestone.id === id ? { ...milestone, date: addDays(milestone.date, days) } : milestone,
    ),
  };
}

function put<T extends { id: string }>(list: T[], value: T): T[] {
  return list.some((entry) => entry.id === value.id)
    ? list.map((entry) => (entry.id === value.id ? value : entry))
    : [...list, value];
}

/** Adds the item, or replaces the one with its id (in place). */
export function upsertItem(planning: Planning, item: PlanningItem): Planning {
  if (item.kind === 'phase') {
    const { id, name, start, end, color, progress, links } = item;
    return {
      ...planning,
      phases: put(planning.phases, { id, name, start, end, color, progress, links }),
    };
  }
  const { id, name, date, color, links } = item;
  return { ...planning, milestones: put(planning.milestones, { id, name, date, color, links }) };
}

export function removeItem(planning: Planning, id: string): Planning {
  return {
    phases: planning.phases.filter((phase) => phase.id !== id),
    milestones: planning.milestones.filter((milestone) => milestone.id !== id),
  };
}

/** A new item's id: letters and digits, unique enough for one planning. */
export function newPlanningItemId(): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `i${Date.now().toString(36)}${random}`;
}
