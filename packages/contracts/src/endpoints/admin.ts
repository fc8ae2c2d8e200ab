import { z } from 'zod';
import { adminTrialInput, demoWorkspaceInput } from '../billing';
import { endpoint } from '../endpoint';
import { createdResponse, successResponse } from '../http';

/** What the caller may do as an admin of the template workspace. */
export const adminPermissions = z.object({ can_create_demo: z.boolean() });
export type AdminPermissions = z.infer<typeof adminPermissions>;

/** Demo workspaces and their trials, for the admins of the template workspace. */
export const adminEndpoints = {
  permissions: endpoint({
    method: 'GET',
    path: '/admin/permissions',
    response: adminPermissions,
    needs: 'signed-in',
  }),
  createDemo: endpoint({
    method: 'POST',
    path: '/admin/workspaces/demo',
    body: demoWorkspaceInput,
    status: 201,
    response: createdResponse,
    needs: 'admin',
  }),
  grantTrial: endpoint({
    method: 'POST',
    path: '/admin/billing/trial',
    body: adminTrialInput,
    response: successResponse,
    needs: 'admin',
  }),
};
