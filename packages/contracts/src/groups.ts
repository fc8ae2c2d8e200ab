import { PRIVACIES, RIGHTS } from '@hangar/domain';
import { z } from 'zod';
import { groupAbilitiesSchema } from './abilities';
import { requiredString } from './fields';
import { idField } from './http';
import { teamUserProfile } from './people';

export const privacySchema = z.enum(PRIVACIES);
export const rightSchema = z.enum(RIGHTS);

/** A new group's or project's privacy, and the right everyone gets while it is open. */
export const accessFields = {
  privacy: privacySchema.default('OPEN'),
  right: rightSchema.default('VIEW'),
};
/** The same in an update, each kept as it is when not sent. */
export const accessFieldUpdates = {
  privacy: privacySchema.optional(),
  right: rightSchema.optional(),
};

/** `only=` of list calls: the menu's filters. */
export const groupFilter = z.enum(['active', 'mine', 'archived']);
export type GroupFilter = z.infer<typeof groupFilter>;

export const groupName = z.object({
  id: z.number().int(),
  name: z.string(),
  is_archived: z.boolean(),
});
export type GroupName = z.infer<typeof groupName>;

/** GET /groups?ids= and the answer of PUT /groups/{id}. */
export const group = z.object({
  id: z.number().int(),
  name: z.string(),
  privacy: privacySchema,
  /** What every workspace member gets while the group is OPEN. */
  right: rightSchema,
  current_user_right: rightSchema,
  is_archived: z.boolean(),
  abilities: groupAbilitiesSchema,
  users: z.array(z.object({ id: z.number().int() })),
  projects: z.array(z.object({ id: z.number().int(), is_archived: z.boolean() })),
});
export type Group = z.infer<typeof group>;

const itemName = requiredString().max(80);

/** POST /groups */
export const createGroupInput = z.object({ name: itemName, ...accessFields });
export type CreateGroupInput = z.input<typeof createGroupInput>;

/** PUT /groups/{id} */
export const updateGroupInput = z
  .object({ name: itemName.optional(), ...accessFieldUpdates })
  .strict();
export type UpdateGroupInput = z.input<typeof updateGroupInput>;

export const groupNamesQuery = z.object({ only: groupFilter.default('active') });
export const groupsQuery = z.object({
  /** Comma-separated ids. */
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Expected comma-separated ids')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(idField).max(100)),
});

/** ?with_projects on archive and restore. */
export const withProjectsQuery = z.object({
  with_projects: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === undefined || value === '' || value === 'true' || value === '1'),
});

export const teamProjectRight = z.object({ id: z.number().int(), right: rightSchema });

/** Someone on a group's or project's team: their right there, and whether they are its contact. */
export const teamMemberFields = {
  user: teamUserProfile,
  right: rightSchema,
  primary_contact: z.boolean(),
};

export const groupTeamUser = z.object({
  ...teamMemberFields,
  /** The group's projects this person is also on the team of. */
  projects: z.array(teamProjectRight),
});

/**
 * GET /groups/{id}/team and the answer of the team changes. Only the projects the caller can see
 * appear. `current_user_right` is the caller's right after the change; null when they no longer
 * see the group (they left its team), and then the lists are empty.
 */
export const groupTeam = z.object({
  group_users: z.array(groupTeamUser),
  /** People on the team of one of the group's projects without being on the group's. */
  project_users: z.array(z.object({ user: teamUserProfile, projects: z.array(teamProjectRight) })),
  current_user_right: rightSchema.nullable(),
});
export type GroupTeam = z.infer<typeof groupTeam>;

/** POST /groups/{id}/team and /projects/{id}/team: workspace members, with a right. */
export const teamInvitesInput = z.object({
  invites: z
    .array(z.object({ user_id: idField, right: rightSchema }))
    .min(1)
    .max(100)
    .refine(
      (invites) => new Set(invites.map((invite) => invite.user_id)).size === invites.length,
      'This field must contain no duplicate values',
    ),
});
export type TeamInvitesInput = z.input<typeof teamInvitesInput>;

/** PUT /groups/{id}/team/{userId} and /projects/{id}/team/{userId} */
export const teamMemberUpdateInput = z
  .object({ right: rightSchema.optional(), primary_contact: z.boolean().optional() })
  .strict();
export type TeamMemberUpdateInput = z.input<typeof teamMemberUpdateInput>;

export const CANT_CREATE_MORE_GROUPS =
  'You have reached the maximum number of groups you can add to your workspace with a free plan. You need to upgrade your subscription plan to add more groups.';
