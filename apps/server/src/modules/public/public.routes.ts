import { emptyPlanning } from '@hangar/contracts';
import { publicEndpoints } from '@hangar/contracts/endpoints/public';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicDeps } from './public.deps';
import { VISITOR } from '../shared/authorize';
import { linkNextPage } from '../shared/next-page-link';
import {
  buildTree,
  docsOfView,
  listProjectTree,
  toNode,
  treeRowOf,
} from '../docs/docs-tree.service';
import { loadContent, presentDoc } from '../docs/docs.service';
import { publicFullTextSearch } from '../search/search-full-text.service';
import {
  publicDoc,
  requireProjectScope,
  resolveShareToken,
  type PublicScope,
} from './public.access';
import { publicImportantLinks, publicLogs } from './public-content';
import { publicDocLinks } from './public-doc-links';
import { publicNodes, publicPlace } from './public.presenter';
import { serveEndpoint } from '../shared/serve-endpoint';
import { routeAuth } from '../../http/route-access';

/** Read-only calls of share links (SPEC.md section 7): no sign-in, no workspace header. */
export const publicRoutes: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  routeAuth(app, 'share-token');
  app.addHook('onRequest', async (request) => {
    await deps.rateLimiter.consume(deps.rateLimits.publicReadsPerIp, request.ip);
  });
  const scopeOf = (token: string): Promise<PublicScope> => resolveShareToken(deps.db, token);
  const projectOf = async (token: string) => requireProjectScope(await scopeOf(token));

  serveEndpoint(app, publicEndpoints.logs, async (request, reply) => {
    const { params, query } = request;
    const page = await publicLogs(deps.db, await projectOf(params.token), params.token, query);
    linkNextPage(request, reply, { more: page.more, last: page.logs.at(-1)?.id });
    return page.logs;
  });

  serveEndpoint(app, publicEndpoints.importantLinks, async ({ params }) =>
    publicImportantLinks(deps.db, await projectOf(params.token), params.token),
  );

  serveEndpoint(app, publicEndpoints.project, async (request) => {
    const scope = await scopeOf(request.params.token);
    return {
      id: scope.project.id,
      name: scope.project.name,
      emoji: scope.project.emoji,
      mode: scope.mode,
      doc_id: scope.mode === 'doc' ? scope.doc.id : null,
      planning: scope.mode === 'project' ? (scope.project.planning ?? emptyPlanning()) : null,
    };
  });

  serveEndpoint(app, publicEndpoints.docs, async (request) => {
    const scope = await scopeOf(request.params.token);
    if (scope.mode === 'doc')
      return publicNodes([publicPlace(scope, scope.doc.id, toNode(treeRowOf(scope.doc)))]);
    return publicNodes(
      buildTree(docsOfView(await listProjectTree(deps.db, scope.project.id), 'active')),
    );
  });

  serveEndpoint(app, publicEndpoints.docLinks, async ({ params, query }) =>
    publicDocLinks(deps.db, await scopeOf(params.token), params.token, query.ids),
  );

  serveEndpoint(app, publicEndpoints.search, async (request) =>
    publicFullTextSearch(deps.db, await scopeOf(request.params.token), request.query),
  );

  serveEndpoint(app, publicEndpoints.doc, async (request) => {
    const scope = await scopeOf(request.params.token);
    const row = await publicDoc(deps.db, scope, request.params.docId);
    const content = await loadContent(deps.db, row.id);
    const presented = presentDoc(
      row,
      { ...VISITOR, project: scope.project },
      content?.state ?? null,
    );
    return publicPlace(scope, row.id, { ...presented, share_token: null });
  });
};
