import type { z } from 'zod';
import { endpoint } from '../endpoint';
import { teamInvitesInput, teamMemberUpdateInput } from '../groups';
import { numericId, successResponse } from '../http';
import { trashedResponse } from '../trash';
import { idParams } from './path-params';

/** An item of the API at its own path (`/groups/:id`), whose calls need its abilities. */
interface ItemAddress<Path extends string, Params extends z.ZodObject, Item extends string> {
  /** Its path, with its parameters: `/groups/:id`. */
  path: Path;
  params: Params;
  /** The abilities' prefix: `group` for `group.read`, `group.delete`... */
  item: Item;
}

/** Reading, updating and deleting an item: GET, PUT and DELETE on its path. */
export function itemEndpoints<
  const Path extends string,
  Params extends z.ZodObject,
  const Item extends string,
  Response extends z.ZodType,
  Body extends z.ZodType,
  const EditAbility extends 'update' | 'edit',
>(
  spec: ItemAddress<Path, Params, Item> & {
    /** What reading and updating it answer. */
    response: Response;
    /** The body of an update. */
    body: Body;
    /** The ability an update needs. */
    editAbility: EditAbility;
  },
) {
  const { path, params, item, response, body, editAbility } = spec;
  return {
    read: endpoint({ method: 'GET', path, params, response, needs: `${item}.read` }),
    update: endpoint({
      method: 'PUT',
      path,
      params,
      body,
      response,
      needs: `${item}.${editAbility}`,
    }),
    /** Moves it to the trash, with what it holds. */
    remove: endpoint({
      method: 'DELETE',
      path,
      params,
      response: trashedResponse,
      needs: `${item}.delete`,
    }),
  };
}

/**
 * PUT `<path>/archive` and `<path>/restore`, each needing the item's ability of that name;
 * `request` is what both take: the path's parameters, and a query if any.
 */
export function archivingEndpoints<
  const Path extends string,
  const Item extends string,
  const Request extends { params: z.ZodObject; query?: z.ZodType },
>({ path, item }: { path: Path; item: Item }, request: Request) {
  const archiving = <const Action extends 'archive' | 'restore'>(action: Action) =>
    endpoint({
      method: 'PUT',
      path: `${path}/${action}`,
      ...request,
      response: successResponse,
      needs: `${item}.${action}`,
    });
  return { archive: archiving('archive'), restore: archiving('restore') };
}

const memberParams = idParams.extend({ userId: numericId });

/** A group's or project's team (`path` ends in `/:id`), every call answering the whole team. */
export function teamEndpoints<
  const Path extends `${string}/:id`,
  const Item extends string,
  Response extends z.ZodType,
>(spec: { path: Path; item: Item; response: Response }) {
  const { path, item, response } = spec;
  const needs = `${item}.addPeople` as const;
  return {
    team: endpoint({
      method: 'GET',
      path: `${path}/team`,
      params: idParams,
      response,
      needs: `${item}.read`,
    }),
    /** Adds people, or gives those already on it a new right. */
    addToTeam: endpoint({
      method: 'POST',
      path: `${path}/team`,
      params: idParams,
      body: teamInvitesInput,
      status: 201,
      response,
      needs,
    }),
    updateTeamMember: endpoint({
      method: 'PUT',
      path: `${path}/team/:userId`,
      params: memberParams,
      body: teamMemberUpdateInput,
      response,
      needs,
    }),
    /** Also open to the person themselves, who may leave. */
    removeFromTeam: endpoint({
      method: 'DELETE',
      path: `${path}/team/:userId`,
      params: memberParams,
      response,
      needs,
    }),
  };
}
