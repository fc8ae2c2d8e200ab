import { z } from 'zod';

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

const day = z.iso.date();
const itemId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const planningLink = z.object({ type: z.enum(['doc', 'log']), id: z.number().int().positive() });

export const planningPhase = z
  .object({
    id: itemId,
    name: z.string().trim().min(1).max(MAX_PLANNING_NAME_LENGTH),
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
  name: z.string().trim().min(1).max(MAX_PLANNING_NAME_LENGTH),
  date: day,
  color: z.enum(PLANNING_COLORS),
  links: z.array(planningLink).max(20).default([]),
});

export const planning = z
  .object({
    phases: z.array(planningPhase).max(MAX_PLANNING_ITEMS),
    milestones: z.array(planningMilestone).max(MAX_PLANNING_ITEMS),
  })
  .refine(
    (value) => {
      const ids = [...value.phases, ...value.milestones].map((item) => item.id);
      return new Set(ids).size === ids.length;
    },
    { message: 'This field must contain no duplicate values', path: ['phases'] },
  );
export type Planning = z.infer<typeof planning>;

export function emptyPlanning(): Planning {
  return { phases: [], milestones: [] };
}
