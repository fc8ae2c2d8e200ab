import { requiredString } from '@hangar/contracts/fields';
import {
  MAX_PLANNING_NAME_LENGTH,
  PHASE_END_BEFORE_START,
  PLANNING_COLORS,
  planningDay,
} from '@hangar/contracts/planning';
import { FORM_MESSAGES } from '@hangar/domain';
import { z } from 'zod';
import { addDays } from './timeline/planning-dates';
import type { PlanningItem, PlanningMilestone, PlanningPhase } from './timeline/planning-edit';
import { linkValue, parseLinkValue, type PlanningLink } from './planning-links';

const name = requiredString().max(MAX_PLANNING_NAME_LENGTH);
const day = requiredString().pipe(planningDay);
const color = z.enum(PLANNING_COLORS);
const links = z.array(z.string()).max(20);

/** The phase form: the contract's fields, links as 'doc:12' values for the select. */
export const phaseForm = z
  .object({
    name,
    start: day,
    end: day,
    color,
    progress: z.number({ error: FORM_MESSAGES.required }).int().min(0).max(100),
    links,
  })
  .refine((phase) => phase.end >= phase.start, { message: PHASE_END_BEFORE_START, path: ['end'] });
export type PhaseFormValues = z.input<typeof phaseForm>;

export const milestoneForm = z.object({ name, date: day, color, links });
export type MilestoneFormValues = z.input<typeof milestoneForm>;

function parsedLinks(values: string[]): PlanningLink[] {
  return values.flatMap((value) => parseLinkValue(value) ?? []);
}

/** A new phase starts today and lasts two weeks; a new milestone is today. */
export function phaseFormValues(phase: PlanningPhase | null, today: string): PhaseFormValues {
  return phase
    ? { ...phase, links: phase.links.map(linkValue) }
    : { name: '', start: today, end: addDays(today, 13), color: 'blue', progress: 0, links: [] };
}

export function milestoneFormValues(
  milestone: PlanningMilestone | null,
  today: string,
): MilestoneFormValues {
  return milestone
    ? { ...milestone, links: milestone.links.map(linkValue) }
    : { name: '', date: today, color: 'red', links: [] };
}

export function phaseFromForm(id: string, values: z.output<typeof phaseForm>): PlanningItem {
  return { kind: 'phase', id, ...values, links: parsedLinks(values.links) };
}

export function milestoneFromForm(
  id: string,
  values: z.output<typeof milestoneForm>,
): PlanningItem {
  return { kind: 'milestone', id, ...values, links: parsedLinks(values.links) };
}
