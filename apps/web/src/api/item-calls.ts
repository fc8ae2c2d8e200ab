import {
  endpointPath,
  type JsonEndpoint,
  type EndpointAnswer,
  type PathParams,
} from '@hangar/contracts/endpoint';
import type { z } from 'zod';
import { apiCall } from './client';

/** An endpoint on one item, whose only path parameter is `:id`, that takes a body. */
type ItemBodyEndpoint = JsonEndpoint & {
  path: `${string}/:id${'' | `/${string}`}`;
  body: z.ZodType;
};

/** Sends a body to the item `id` (a project, a group) of a workspace: `PUT /projects/:id`, … */
export function sendToItem<E extends ItemBodyEndpoint>(
  target: E,
  workspaceId: number,
  id: number,
  body: z.input<E['body']>,
): Promise<EndpointAnswer<E>> {
  const path = endpointPath(target, { id } as PathParams<E['path']>);
  return apiCall<E['response']>(path, target.response, {
    method: target.method,
    body,
    workspaceId,
  });
}

/** An endpoint on one member of an item's team: `PUT /groups/:id/team/:userId`, … */
type TeamMemberEndpoint = JsonEndpoint & { path: `${string}/:id/team/:userId` };

/** Calls the endpoint on the user `userId` of the team of item `id`, with `body` if it takes one. */
export function callTeamMember<E extends TeamMemberEndpoint>(
  target: E,
  workspaceId: number,
  id: number,
  userId: number,
  body?: E['body'] extends z.ZodType ? z.input<E['body']> : never,
): Promise<EndpointAnswer<E>> {
  const path = endpointPath(target, { id, userId } as PathParams<E['path']>);
  return apiCall<E['response']>(path, target.response, {
    method: target.method,
    body,
    workspaceId,
  });
}
