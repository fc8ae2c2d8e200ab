import {
  endpointPath,
  type JsonEndpoint,
  type EndpointAnswer,
  type EndpointRequest,
  type PathParams,
} from '@hangar/contracts/endpoint';
import type { trashedResponse, TrashedResponse } from '@hangar/contracts/trash';
import { apiCall, type ApiRequestOptions } from './client';

/** How a call is sent (workspace, token, abort), beside what the endpoint itself takes. */
export type CallOptions = Omit<ApiRequestOptions, 'method' | 'body' | 'query'>;

/**
 * Calls one endpoint of the contract: its method and path come from the table, the request is
 * typed from its schemas and the answer is checked against its response schema.
 */
export function callEndpoint<E extends JsonEndpoint>(
  target: E,
  request: EndpointRequest<E> & CallOptions,
): Promise<EndpointAnswer<E>> {
  const { params, query, body, ...options } = request;
  const path = endpointPath(target, (params ?? {}) as PathParams<E['path']>);
  return apiCall<E['response']>(path, target.response, {
    ...options,
    method: target.method,
    query: query as ApiRequestOptions['query'],
    body,
  });
}

/** DELETE of an item (a group, a project, a log): it goes to the trash; answers its trash entry. */
export async function trashItem<E extends JsonEndpoint & { response: typeof trashedResponse }>(
  target: E,
  request: EndpointRequest<E> & CallOptions,
): Promise<number> {
  const answer: TrashedResponse = await callEndpoint(target, request);
  return answer.trash_id;
}
