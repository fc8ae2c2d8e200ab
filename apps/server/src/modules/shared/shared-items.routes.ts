import {
  createdResponse,
  numericId,
  successResponse,
  type createGroupInput,
  type CreateGroupInput,
  type createProjectInput,
  type CreateProjectInput,
  type group,
  type Group,
  type project,
  type Project,
  type updateGroupInput,
  type UpdateGroupInput,
  type updateProjectInput,
  type UpdateProjectInput,
  type withProjectsQuery,
} from '@hangar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberContext } from '../workspaces/workspaces.access';
import type { DataDeps } from './shared.deps';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const idParams = z.object({ id: numericId });
const done = { 200: successResponse };
const ARCHIVING = [
  ['archive', true],
  ['restore', false],
] as const;

/** The changes of a PUT on a group or a project, already checked by that item's own schema. */
type ItemChanges = UpdateGroupInput | UpdateProjectInput;
/** The body of a POST creating a group or a project, already checked by its own schema. */
type ItemCreation = CreateGroupInput | CreateProjectInput;

/** What the routes of one kind of archivable item (groups or projects) call. */
export interface ItemServices<Item, Call> {
  /** The service call about one item, e.g. `{ caller, groupId }`. */
  call(caller: MemberContext, id: number): Call;
  /** Creates one; its id. */
  create(deps: DataDeps, call: { caller: MemberContext; input: ItemCreation }): Promise<number>;
  read(deps: DataDeps, call: Call): Promise<Item>;
  edit(deps: DataDeps, call: Call & { input: ItemChanges }): Promise<Item>;
  remove(deps: DataDeps, call: Call): Promise<void>;
  /** Archive or restore, with `?with_projects` when the item's routes take that query. */
  archiving:
    | {
        query: typeof withProjectsQuery;
        set(
          deps: DataDeps,
          call: Call & { archived: boolean; withProjects: boolean },
        ): Promise<void>;
      }
    | { query?: undefined; set(deps: DataDeps, call: Call & { archived: boolean }): Promise<void> };
}

/**
 * POST `<items>`, GET, PUT and DELETE `<items>/:id`, PUT `<items>/:id/archive` and `/restore`,
 * for members only.
 */
export function registerItemRoutes<Item extends Group | Project, Call>(
  app: ZodApp,
  deps: DataDeps,
  options: {
    path: '/groups/:id' | '/projects/:id';
    schemas: {
      creation: typeof createGroupInput | typeof createProjectInput;
      item: typeof group | typeof project;
      changes: typeof updateGroupInput | typeof updateProjectInput;
    };
    services: ItemServices<Item, Call>;
  },
): void {
  const { path, services } = options;
  const { creation, item, changes } = options.schemas;
  const { archiving } = services;

  app.post(
    path.replace('/:id', ''),
    { schema: { body: creation, response: { 201: createdResponse } } },
    async ({ caller, body }, reply) =>
      reply.status(201).send({ created_id: await services.create(deps, { caller, input: body }) }),
  );

  app.get(
    path,
    { schema: { params: idParams, response: { 200: item } } },
    async ({ caller, params }) => services.read(deps, services.call(caller, params.id)),
  );

  app.put(
    path,
    { schema: { params: idParams, body: changes, response: { 200: item } } },
    async ({ caller, params, body }) =>
      services.edit(deps, { ...services.call(caller, params.id), input: body }),
  );

  for (const [verb, archived] of ARCHIVING) {
    const url = `${path}/${verb}`;
    if (archiving.query) {
      app.put(
        url,
        { schema: { params: idParams, querystring: archiving.query, response: done } },
        async ({ caller, params, query }) => {
          const withProjects = query.with_projects;
          await archiving.set(deps, {
            ...services.call(caller, params.id),
            archived,
            withProjects,
          });
          return { success: true };
        },
      );
    } else {
      app.put(url, { schema: { params: idParams, response: done } }, async ({ caller, params }) => {
        await archiving.set(deps, { ...services.call(caller, params.id), archived });
        return { success: true };
      });
    }
  }

  app.delete(path, { schema: { params: idParams, response: done } }, async ({ caller, params }) => {
    await services.remove(deps, services.call(caller, params.id));
    return { success: true };
  });
}
