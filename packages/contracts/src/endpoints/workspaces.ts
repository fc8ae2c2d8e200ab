import { z } from 'zod';
import { endpoint } from '../endpoint';
import { linkToken } from '../fields';
import { createdResponse, numericId } from '../http';
import {
  acceptInviteResponse,
  createWorkspaceInput,
  inviteInput,
  personalSettingsInput,
  personalWorkspaceEntry,
  personalWorkspaceList,
  teamQuery,
  updateMemberInput,
  updateWorkspaceInput,
  workspace,
  workspaceTeam,
} from '../workspaces';

const memberParams = z.object({ userId: numericId });

/**
 * The workspaces API (docs/api.md "Workspaces"): the caller's workspaces, then the current one
 * (`/workspaces/c`, the workspace of X-Workspace-Id) and its team, and accepting an invitation.
 */
export const workspaceEndpoints = {
  /** The caller's workspaces. */
  list: endpoint({
    method: 'GET',
    path: '/workspaces',
    response: personalWorkspaceList,
    needs: 'signed-in',
  }),
  create: endpoint({
    method: 'POST',
    path: '/workspaces',
    body: createWorkspaceInput,
    status: 201,
    response: createdResponse,
    needs: 'signed-in',
  }),
  read: endpoint({ method: 'GET', path: '/workspaces/c', response: workspace, needs: 'member' }),
  /** Name, logo and e-mail domain. */
  update: endpoint({
    method: 'PUT',
    path: '/workspaces/c',
    body: updateWorkspaceInput,
    response: workspace,
    needs: 'admin',
  }),
  /** The caller's own settings in the workspace. */
  updatePersonalSettings: endpoint({
    method: 'PUT',
    path: '/workspaces/c/personal-settings',
    body: personalSettingsInput,
    response: personalWorkspaceEntry,
    needs: 'member',
  }),
  /** Answers 204, no content. */
  leave: endpoint({ method: 'POST', path: '/workspaces/c/leave', needs: 'member' }),
  /** Answers 204, no content. */
  remove: endpoint({ method: 'POST', path: '/workspaces/c/delete', needs: 'owner' }),
  /** Members and Guests, invitations included. */
  team: endpoint({
    method: 'GET',
    path: '/workspaces/c/team',
    response: workspaceTeam,
    needs: 'member',
  }),
  /** Invites people with a role up to the caller's own; answers the whole team. */
  invite: endpoint({
    method: 'POST',
    path: '/workspaces/c/team',
    query: teamQuery,
    body: inviteInput,
    status: 201,
    response: workspaceTeam,
    needs: 'member',
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/workspaces/c/team/:userId',
    params: memberParams,
    body: updateMemberInput,
    response: workspaceTeam,
    needs: 'admin',
  }),
  /** Sends a pending invitation again: whoever could have sent it. */
  resendInvite: endpoint({
    method: 'PUT',
    path: '/workspaces/c/team/:userId/refresh',
    params: memberParams,
    response: workspaceTeam,
    needs: 'member',
  }),
  /** Cancels an invitation (whoever could have sent it), or removes a member (admins). */
  removeMember: endpoint({
    method: 'DELETE',
    path: '/workspaces/c/team/:userId',
    params: memberParams,
    response: workspaceTeam,
    needs: 'admin',
  }),
  /** The invitation link: anyone holding it may accept it, signed in or not. */
  acceptInvite: endpoint({
    noStore: true,
    method: 'POST',
    path: '/workspaces/accept-invite/:token',
    params: z.object({ token: linkToken }),
    response: acceptInviteResponse,
    needs: 'anyone',
  }),
};
