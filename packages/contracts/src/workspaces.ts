import {
  FORM_MESSAGES,
  INVITABLE_ROLES,
  WORKSPACE_PLANS,
  WORKSPACE_ROLES,
  normalizeEmail,
} from '@hangar/domain';
import { z } from 'zod';
import { workspaceAbilitiesSchema } from './abilities';
import { emailField, requiredString, textField } from './fields';
import { teamUserProfile } from './people';

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export const invitableRoleSchema = z.enum(INVITABLE_ROLES);

export const workspaceBilling = z.object({
  plan: z.enum(WORKSPACE_PLANS),
  /**
   * Seats paid for, or on the free plan the people in the team: members and pending
   * invitations (an invitation takes its seat when it is sent, docs/billing.md).
   */
  nb_seats: z.number().int(),
  /** People who joined the workspace, owners included. */
  nb_members: z.number().int(),
  /** Invitations sent and not accepted yet. */
  nb_pending_invites: z.number().int(),
  is_active: z.boolean(),
  is_canceled: z.boolean(),
  is_trial_available: z.boolean(),
  cycle: z.enum(['monthly', 'yearly']).nullable(),
  /** The subscription's id at the payment provider. */
  provider_sub_id: z.string().nullable(),
  expiry_error: z.boolean(),
  overseat_error: z.boolean(),
  payment_error: z.boolean(),
});

/** GET /workspaces/c: the current workspace as the caller sees it. */
export const workspace = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Path of the logo under /media, or null. */
  logo: z.string().nullable(),
  email_domain: z.string().nullable(),
  sse_channel_id: z.string(),
  billing: workspaceBilling,
  can_add_groups: z.boolean(),
  can_add_docs: z.boolean(),
  can_add_logs: z.boolean(),
  /** The caller's role. */
  role: workspaceRoleSchema,
  /** What the caller may do in the workspace, from their role (@hangar/domain). */
  abilities: workspaceAbilitiesSchema,
  job_title: z.string(),
});
export type Workspace = z.infer<typeof workspace>;

/** GET /workspaces: one entry per workspace of the caller, the current one first, then by name. */
export const personalWorkspaceEntry = z.object({
  workspace,
  role: workspaceRoleSchema,
  job_title: z.string(),
  email_alert: z.boolean(),
  pending_invite: z.boolean(),
});
export type PersonalWorkspaceEntry = z.infer<typeof personalWorkspaceEntry>;
export const personalWorkspaceList = z.array(personalWorkspaceEntry);

const workspaceName = requiredString().max(80);
/** A domain name such as example.com. */
const emailDomain = textField()
  .toLowerCase()
  .regex(
    /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    FORM_MESSAGES.domain,
  );

/** POST /workspaces */
export const createWorkspaceInput = z.object({ name: workspaceName });
export type CreateWorkspaceInput = z.input<typeof createWorkspaceInput>;

/** PUT /workspaces/c */
export const updateWorkspaceInput = z
  .object({
    name: workspaceName.optional(),
    /** A filename returned by POST /upload, or null to remove the logo. */
    logo: textField().max(200).nullable().optional(),
    email_domain: emailDomain.nullable().optional(),
  })
  .strict();
export type UpdateWorkspaceInput = z.input<typeof updateWorkspaceInput>;

/** PUT /workspaces/c/personal-settings */
export const personalSettingsInput = z
  .object({
    job_title: textField().max(80).optional(),
    email_alert: z.boolean().optional(),
  })
  .strict();
export type PersonalSettingsInput = z.input<typeof personalSettingsInput>;

/** GET /workspaces/c/team */
export const workspaceTeamUser = z.object({
  user: teamUserProfile,
  role: workspaceRoleSchema,
  job_title: z.string(),
  pending_invite: z.boolean(),
});
export type WorkspaceTeamUser = z.infer<typeof workspaceTeamUser>;
export const workspaceTeam = z.array(workspaceTeamUser);

/** POST /workspaces/c/team: e-mails with roles. */
export const inviteInput = z.object({
  invites: z
    .array(z.object({ email: emailField, role: invitableRoleSchema }))
    .min(1, FORM_MESSAGES.required)
    .max(50)
    .refine(
      (invites) =>
        new Set(invites.map((invite) => normalizeEmail(invite.email))).size === invites.length,
      FORM_MESSAGES.noDuplicates,
    ),
});
export type InviteInput = z.input<typeof inviteInput>;

export const teamQuery = z.object({
  /** Sent by the onboarding's team step. */
  onboarding: z.enum(['true', 'false', '1', '0']).optional(),
});

/** PUT /workspaces/c/team/{userId} */
export const updateMemberInput = z.object({ role: workspaceRoleSchema });
export type UpdateMemberInput = z.input<typeof updateMemberInput>;

/** POST /workspaces/accept-invite/{token} */
export const acceptInviteResponse = z.object({
  user_id: z.number().int(),
  workspace_id: z.number().int(),
  /** Set when the invited person has no account yet: the token of /signup/profile. */
  activation_token: z.string().nullable(),
});
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponse>;

export const MISSING_INVITE_TOKEN = 'Missing inviteToken. Cannot accept invitation';
