import { z } from 'zod';
import { endpoint } from '../endpoint';
import { teamInvitesInput, teamMemberUpdateInput } from '../groups';
import { createdResponse, numericId, successResponse } from '../http';
import {
  createProjectInput,
  planningInput,
  project,
  projectList,
  projectsQuery,
  projectTeam,
  shareInput,
  shareState,
  updateProjectInput,
} from '../projects';

const idParams = z.object({ id: numericId });
const memberParams = z.object({ id: numericId, userId: numericId });

export const projectEndpoints = {
  /** The projects the caller can see, most recently updated first. */
  list: endpoint({
    method: 'GET',
    path: '/projects',
    query: projectsQuery,
    response: projectList,
    needs: 'member',
  }),
  /** The active projects the caller can edit. */
  editable: endpoint({
    method: 'GET',
    path: '/projects/editable',
    response: projectList,
    needs: 'member',
  }),
  create: endpoint({
    method: 'POST',
    path: '/projects',
    body: createProjectInput,
    status: 201,
    response: createdResponse,
    needs: 'group.createProject',
  }),
  read: endpoint({
    method: 'GET',
    path: '/projects/:id',
    params: idParams,
    response: project,
    needs: 'project.read',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/projects/:id',
    params: idParams,
    body: updateProjectInput,
    response: project,
    needs: 'project.update',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/projects/:id',
    params: idParams,
    response: successResponse,
    needs: 'project.delete',
  }),
  archive: endpoint({
    method: 'PUT',
    path: '/projects/:id/archive',
    params: idParams,
    response: successResponse,
    needs: 'project.archive',
  }),
  restore: endpoint({
    method: 'PUT',
    path: '/projects/:id/restore',
    params: idParams,
    response: successResponse,
    needs: 'project.restore',
  }),
  /** Replaces the whole planning; answers the project. */
  savePlanning: endpoint({
    method: 'PUT',
    path: '/projects/:id/planning',
    params: idParams,
    body: planningInput,
    response: project,
    needs: 'project.editContent',
  }),
  /** The public link's token, null when the project is not shared. */
  share: endpoint({
    method: 'GET',
    path: '/projects/:id/share',
    params: idParams,
    response: shareState,
    needs: 'project.update',
  }),
  /** The public link on (answers its token) or off (answers null; needs `project.unshare`). */
  setShared: endpoint({
    method: 'PUT',
    path: '/projects/:id/share',
    params: idParams,
    body: shareInput,
    response: shareState,
    needs: 'project.share',
  }),
  team: endpoint({
    method: 'GET',
    path: '/projects/:id/team',
    params: idParams,
    response: projectTeam,
    needs: 'project.read',
  }),
  /** Adds people, or gives those already on it a new right. */
  addToTeam: endpoint({
    method: 'POST',
    path: '/projects/:id/team',
    params: idParams,
    body: teamInvitesInput,
    status: 201,
    response: projectTeam,
    needs: 'project.addPeople',
  }),
  updateTeamMember: endpoint({
    method: 'PUT',
    path: '/projects/:id/team/:userId',
    params: memberParams,
    body: teamMemberUpdateInput,
    response: projectTeam,
    needs: 'project.addPeople',
  }),
  /** Also open to the person themselves, who may leave. */
  removeFromTeam: endpoint({
    method: 'DELETE',
    path: '/projects/:id/team/:userId',
    params: memberParams,
    response: projectTeam,
    needs: 'project.addPeople',
  }),
};
