import { z } from 'zod';
import { planningDay } from './planning';

/**
 * A doc's live view of its own project (the `projectView` block, docs/docs.md "Live views of the
 * project"): the latest logs, the important links, or the planning of a date range.
 */
export const PROJECT_VIEWS = ['logs', 'links', 'planning'] as const;
export type ProjectViewKind = (typeof PROJECT_VIEWS)[number];

/** How many of the latest logs a view shows unless told, and at most. */
export const DEFAULT_VIEW_LOGS = 5;
export const MAX_VIEW_LOGS = 20;
/** A planning view without dates shows today and the days up to this many after it. */
export const DEFAULT_VIEW_DAYS = 30;

export const INVALID_PROJECT_VIEW = `A project view shows 'logs' (a limit of 1 to ${MAX_VIEW_LOGS}), 'links' or 'planning' (dates YYYY-MM-DD, the first not after the last)`;

/** The block's attributes as the editor stores them (null: the default). */
export const projectViewAttrs = z
  .object({
    view: z.enum(PROJECT_VIEWS),
    limit: z.number().int().min(1).max(MAX_VIEW_LOGS).nullable().default(DEFAULT_VIEW_LOGS),
    from: planningDay.nullable().default(null),
    to: planningDay.nullable().default(null),
  })
  .refine((attrs) => attrs.from === null || attrs.to === null || attrs.from <= attrs.to, {
    message: INVALID_PROJECT_VIEW,
  });
export type ProjectViewAttrs = z.output<typeof projectViewAttrs>;
