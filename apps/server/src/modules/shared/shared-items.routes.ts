import type {
  CreateGroupInput,
  CreateProjectInput,
  Group,
  Project,
  UpdateGroupInput,
  UpdateProjectInput,
  withProjectsQuery,
} from '@hangar/contracts';
import type { groupEndpoints } from '@hangar/contracts/endpoints/groups';
import type { projectEndpoints } from '@hangar/contracts/endpoints/projects';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from './serve-endpoint';
import type { DataDeps, TrashingDeps } from './shared.deps';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
/** The member calling, as a `membersOnly` plugin puts it on the request. */
type MemberContext = FastifyRequest['caller'];

type ItemOperation = 'create' | 'read' | 'update' | 'remove' | 'archive' | 'restore';
/** The endpoints of one kind of archivable item: a group's or a project's. */
export type ItemEndpoints =
  Pick<typeof groupEndpoints, ItemOperation> | Pick<typeof projectEndpoints, ItemOperation>;

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
  /** Moves it to the trash with what it holds; the trash entry its "Undo" restores. */
  remove(deps: TrashingDeps, call: Call): Promise<number>;
  /** Archive or restore; `query` when its archive and restore endpoints take `?with_projects`. */
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
 * The item's create, read, update, remove, archive and restore endpoints (POST `<items>`, GET,
 * PUT and DELETE `<items>/:id`, PUT `<items>/:id/archive` and `/restore`), for members only.
 */
export function registerItemRoutes<Item extends Group | Project, Call>(
  app: ZodApp,
  deps: TrashingDeps,
  options: { endpoints: ItemEndpoints; services: ItemServices<Item, Call> },
): void {
  const { endpoints, services } = options;
  const { archiving } = services;

  serveEndpoint(app, endpoints.create, async ({ caller, body }, reply) =>
    reply.status(201).send({ created_id: await services.create(deps, { caller, input: body }) }),
  );

  serveEndpoint(app, endpoints.read, async ({ caller, params }) =>
    services.read(deps, services.call(caller, params.id)),
  );

  serveEndpoint(app, endpoints.update, async ({ caller, params, body }) =>
    services.edit(deps, { ...services.call(caller, params.id), input: body }),
  );

  for (const [target, archived] of [
    [endpoints.archive, true],
    [endpoints.restore, false],
  ] as const) {
    if (archiving.query) {
      if (!('query' in target)) throw new Error(`${target.path} should take ?with_projects`);
      serveEndpoint(app, target, async ({ caller, params, query }) => {
        await archiving.set(deps, {
          ...services.call(caller, params.id),
          archived,
          withProjects: query.with_projects,
        });
        return { success: true };
      });
    } else {
      serveEndpoint(app, target, async ({ caller, params }) => {
        await archiving.set(deps, { ...services.call(caller, params.id), archived });
        return { success: true };
      });
    }
  }

  serveEndpoint(app, endpoints.remove, async ({ caller, params }) => {
    const trashId = await services.remove(deps, services.call(caller, params.id));
    return { success: true, trash_id: trashId };
  });
}
