import { z } from 'zod';
import { projectAbilitiesSchema } from './abilities';
import { requiredString, textField, timestamp } from './fields';
import { idField, numericId } from './http';
import { pageLimit } from './query-fields';
import {
  accessFieldUpdates,
  accessFields,
  privacySchema,
  rightSchema,
  teamMemberFields,
} from './groups';
import { planning } from './planning';
import { teamUserProfile } from './people';

export const projectMember = teamUserProfile.extend({ right: rightSchema });

export const project = z.object({
  id: z.number().int(),
  name: z.string(),
  emoji: z.string().nullable(),
  privacy: privacySchema,
  right: rightSchema,
  current_user_right: rightSchema,
  group_id: z.number().int(),
  is_archived: z.boolean(),
  abilities: projectAbilitiesSchema,
  /** The project's team, direct members first. */
  users: z.array(projectMember),
  planning: planning.nullable(),
  /** Whether the public link is on, for everyone who sees the project (the globe icon). */
  is_shared: z.boolean(),
  /** Set while the public link is on; only people who can edit the project see it. */
  share_token: z.string().nullable(),
  /** People who only view the project may comment on its docs too. */
  viewers_comment: z.boolean(),
  last_update: timestamp,
  /** Names above the project in the hierarchy: [group name]. */
  location: z.array(z.string()),
});
export type Project = z.infer<typeof project>;
export const projectList = z.array(project);

export const projectFilter = z.enum(['active', 'archived']);

export const projectsQuery = z.object({
  group_id: numericId.optional(),
  limit: pageLimit(500).optional(),
  only: projectFilter.default('active'),
});

const projectName = requiredString().max(80);
/** One emoji (a grapheme of a few code points at most). */
const emoji = textField().min(1).max(16).nullable();

/** POST /projects */
export const createProjectInput = z.object({
  name: projectName,
  group_id: idField,
  emoji: emoji.optional(),
  ...accessFields,
});
export type CreateProjectInput = z.input<typeof createProjectInput>;

/** PUT /projects/{id} */
export const updateProjectInput = z
  .object({
    name: projectName.optional(),
    emoji: emoji.optional(),
    group_id: idField.optional(),
    ...accessFieldUpdates,
    viewers_comment: z.boolean().optional(),
  })
  .strict();
export type UpdateProjectInput = z.input<typeof updateProjectInput>;

export const projectTeamUser = z.object({
  ...teamMemberFields,
  /** True for people who have their right through the group's team, not the project's. */
  from_group: z.boolean(),
  /**
   * The right the person really has on the project: the strongest of `right`, their right on the
   * group's team, the project's right for workspace members, and an admin's (EDIT).
   */
  effective_right: rightSchema,
});
/**
 * GET /projects/{id}/team and the answer of the team changes: the project's own team, then the
 * group's. `current_user_right` is the caller's right after the change; null when they no longer
 * see the project (they left its team), and then `users` is empty.
 */
export const projectTeam = z.object({
  users: z.array(projectTeamUser),
  current_user_right: rightSchema.nullable(),
});
export type ProjectTeamUser = z.infer<typeof projectTeamUser>;
export type ProjectTeam = z.infer<typeof projectTeam>;

/** PUT /projects/{id}/planning */
export const planningInput = z.object({ planning });

/** GET and PUT /projects/{id}/share */
export const shareState = z.object({ share_token: z.string().nullable() });
export const shareInput = z.object({ enabled: z.boolean() });
