import { FORM_MESSAGES } from '@hangar/domain';
import { z } from 'zod';
import { textField } from './fields';
import { idField } from './http';

/**
 * The planning of a project (SPEC.md leaves it open; docs/planning.md): a timeline of phases
 * (with start and end) and milestones (one date), each with a colour, a progress for phases,
 * and optional links to docs or logs of the project.
 */
export const PLANNING_COLORS = [
  'blue',
  'teal',
  'green',
  'yellow',
  'orange',
  'red',
  'grape',
  'gray',
] as const;
export const MAX_PLANNING_ITEMS = 200;
export const MAX_PLANNING_NAME_LENGTH = 120;
export const PHASE_END_BEFORE_START = 'The end must come after the start';
/** Dates stay in this range, and a whole planning within `MAX_PLANNING_YEARS`, so the timeline stays drawable. */
export const PLANNING_FIRST_DAY = '2000-01-01';
export const PLANNING_LAST_DAY = '2100-12-31';
export const MAX_PLANNING_YEARS = 10;
export const INVALID_DATE = 'Invalid date';
export const PLANNING_DATE_OUT_OF_RANGE = 'Choose a date between 2000 and 2100';
export const PLANNING_TOO_LONG = `A planning covers at most ${MAX_PLANNING_YEARS} years`;

/** A day of the planning: a real calendar date ('YYYY-MM-DD') between 2000 and 2100. */
export const planningDay = z.iso
  .date({ error: INVALID_DATE })
  .refine((value) => value >= PLANNING_FIRST_DAY && value <= PLANNING_LAST_DAY, {
    message: PLANNING_DATE_OUT_OF_RANGE,
  });
const day = planningDay;
const itemId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const planningLink = z.object({ type: z.enum(['doc', 'log']), id: idField });

export const planningPhase = z
  .object({
    id: itemId,
    name: textField().min(1).max(MAX_PLANNING_NAME_LENGTH),
    start: day,
    end: day,
    color: z.enum(PLANNING_COLORS),
    progress: z.number().int().min(0).max(100),
    links: z.array(planningLink).max(20).default([]),
  })
  .refine((phase) => phase.end >= phase.start, {
    message: PHASE_END_BEFORE_START,
    path: ['end'],
  });

export const planningMilestone = z.object({
  id: itemId,
  name: textField().min(1).max(MAX_PLANNING_NAME_LENGTH),
  date: day,
  color: z.enum(PLANNING_COLORS),
  links: z.array(planningLink).max(20).default([]),
});

/** The same day `years` later, as a string that still compares in date order. */
function yearsAfter(value: string, years: number): string {
  return `${String(Number(value.slice(0, 4)) + years).padStart(4, '0')}${value.slice(4)}`;
}

export const planning = z
  .object({
    phases: z.array(planningPhase).max(MAX_PLANNING_ITEMS),
    milestones: z.array(planningMilestone).max(MAX_PLANNING_ITEMS),
  })
  .superRefine((value, ctx) => {
    const items = [
      ...value.phases.map((phase, index) => ({ ...phase, key: 'phases', index, last: 'end' })),
      ...value.milestones.map((milestone, index) => ({
        ...milestone,
        start: milestone.date,
        end: milestone.date,
        key: 'milestones',
        index,
        last: 'date',
      })),
    ];
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item.id)) {
        ctx.addIssue({
          code: 'custom',
          message: FORM_MESSAGES.noDuplicates,
          path: [item.key, item.index, 'id'],
        });
      }
      seen.add(item.id);
    }
    // Dates out of range are refused on their own field already.
    const inRange = items.filter(
      (item) => item.start >= PLANNING_FIRST_DAY && item.end <= PLANNING_LAST_DAY,
    );
    const first = inRange.reduce<string | null>(
      (earliest, item) => (earliest === null || item.start < earliest ? item.start : earliest),
      null,
    );
    if (first === null) return;
    const limit = yearsAfter(first, MAX_PLANNING_YEARS);
    for (const item of inRange.filter((entry) => entry.end > limit)) {
      ctx.addIssue({
        code: 'custom',
        message: PLANNING_TOO_LONG,
        path: [item.key, item.index, item.last],
      });
    }
  });
export type Planning = z.infer<typeof planning>;

export function emptyPlanning(): Planning {
  return { phases: [], milestones: [] };
}
