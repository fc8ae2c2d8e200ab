import { endpoint } from '../endpoint';
import { createdResponse } from '../http';
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
import { archivingEndpoints, itemEndpoints, teamEndpoints } from './item-endpoints';
import { idParams } from './path-params';

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
  ...itemEndpoints({
    path: '/projects/:id',
    params: idParams,
    item: 'project',
    response: project,
    body: updateProjectInput,
    editAbility: 'update',
  }),
  ...archivingEndpoints({ path: '/projects/:id', item: 'project' }, { params: idParams }),
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
  ...teamEndpoints({ path: '/projects/:id', item: 'project', response: projectTeam }),
};
