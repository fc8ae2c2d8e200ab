import { CLIENT_ID_HEADER, WORKSPACE_ID_HEADER, clientId, numericId } from '@hangar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

interface CallContext {
  /** The workspace named by `X-Workspace-Id`, not yet checked against the caller's memberships. */
  workspaceId: number | null;
  /** The calling tab, echoed as the `source` of the live events this call causes. */
  clientId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    callContext: CallContext;
  }
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Reads the workspace and client id headers of SPEC.md section 7, once, for every route. */
export const callContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('callContext', null as unknown as CallContext);
    app.addHook('preValidation', async (request) => {
      const workspaceHeader = singleHeader(request, WORKSPACE_ID_HEADER);
      const clientHeader = singleHeader(request, CLIENT_ID_HEADER);
      const workspace = workspaceHeader ? numericId.safeParse(workspaceHeader) : null;
      const client = clientHeader ? clientId.safeParse(clientHeader) : null;
      const issues = [
        ...(workspace && !workspace.success
          ? [{ loc: ['header', WORKSPACE_ID_HEADER], msg: 'Invalid workspace id' }]
          : []),
        ...(client && !client.success
          ? [{ loc: ['header', CLIENT_ID_HEADER], msg: 'Invalid client id' }]
          : []),
      ];
      if (issues.length > 0) throw HttpError.validation(issues, 400);
      request.callContext = {
        workspaceId: workspace?.success ? workspace.data : null,
        clientId: client?.success ? client.data : null,
      };
    });
  },
  { name: 'call-context' },
);

/** The current workspace of a call that needs one. */
export function requireWorkspaceId(request: FastifyRequest): number {
  const { workspaceId } = request.callContext;
  if (workspaceId === null) {
    throw HttpError.validation(
      [{ loc: ['header', WORKSPACE_ID_HEADER], msg: 'This field is required' }],
      400,
    );
  }
  return workspaceId;
}
