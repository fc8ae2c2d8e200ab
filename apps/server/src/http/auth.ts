import { API_TOKEN_PREFIX } from '@hangar/contracts';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../lib/tokens';
import { apiTokenGrant, type ApiTokenGrant } from '../modules/api-tokens/api-tokens.access';
import { findActiveAccessToken } from '../modules/auth/auth-sessions.repository';
import { HttpError } from './errors';

/**
 * Who is calling: a signed-in user, through one of their sessions (the app), or through one of
 * their personal API tokens (a script; no session then).
 */
export interface Actor {
  userId: number;
  sessionId: number | null;
  apiToken: Omit<ApiTokenGrant, 'userId'> | null;
}

const actors = new WeakMap<FastifyRequest, Promise<Actor | null>>();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

async function findActor(request: FastifyRequest, token: string): Promise<Actor | null> {
  const tokenHash = hashToken(token);
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const grant = await apiTokenGrant(request, tokenHash);
    return grant && { userId: grant.userId, sessionId: null, apiToken: grant };
  }
  const { callers, database } = request.server.services;
  const session = await callers.session(tokenHash, () =>
    findActiveAccessToken(database.db, tokenHash),
  );
  return session && { userId: session.userId, sessionId: session.sessionId, apiToken: null };
}

/** The caller, from the `Authorization: Bearer` access token; looked up once per request. */
export function authenticate(request: FastifyRequest): Promise<Actor | null> {
  let actor = actors.get(request);
  if (!actor) {
    const token = bearerToken(request);
    actor = token ? findActor(request, token) : Promise.resolve(null);
    actors.set(request, actor);
  }
  return actor;
}

/** The caller when this request already looked them up; never queries the database itself. */
export async function knownActor(request: FastifyRequest): Promise<Actor | null> {
  const actor = actors.get(request);
  return actor ? actor.catch(() => null) : null;
}

export const NOT_AUTHENTICATED = 'Not authenticated';

/** The signed-in caller, or 401. */
export async function requireActor(request: FastifyRequest): Promise<Actor> {
  const actor = await authenticate(request);
  if (!actor) throw HttpError.simple(401, NOT_AUTHENTICATED);
  return actor;
}
