import type {
  AccountSession,
  SignOutEverywhereInput,
  SignOutEverywhereResult,
} from '@hangar/contracts/account-sessions';
import type { EventSource } from '../../events/types';
import { publishSessionsEnded } from '../../events/session-events';
import type { Actor } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { deleteUserApiTokens } from '../api-tokens/api-tokens.service';
import { findLiveSessionOf, listLiveSessions, revokeSession } from '../auth/auth-devices.service';
import { revokeUserSessions } from '../auth/auth.service';
import { publishUserChangedToThemselves } from './account.events';
import { presentSession } from './account-sessions.presenter';
import type { AccountDeps } from './account.deps';

export const SESSION_NOT_FOUND =
  'Signed-in device not found: it is not one of yours, or it has signed out';

type SessionsDeps = Pick<AccountDeps, 'db' | 'bus'>;

/** The caller's signed-in devices, newest first, theirs flagged. */
export async function sessionsOf(deps: SessionsDeps, actor: Actor): Promise<AccountSession[]> {
  const rows = await listLiveSessions(deps.db, actor.userId);
  return rows.map((row) => presentSession(row, actor.sessionId));
}

/**
 * Signs one of the caller's devices out, as signing out there would: its refresh token is
 * refused, its access tokens stop working at once and its open tabs are told.
 */
export async function endSession(
  deps: SessionsDeps,
  { actor, sessionId, source }: { actor: Actor; sessionId: number; source: EventSource },
): Promise<void> {
  const ended = await deps.db.transaction(async (tx) => {
    if (!(await findLiveSessionOf(tx, actor.userId, sessionId))) {
      throw HttpError.notFound(SESSION_NOT_FOUND);
    }
    return revokeSession(tx, sessionId);
  });
  await publishSessionsEnded(deps.bus, ended);
  await publishUserChangedToThemselves(deps.bus, actor.userId, source);
}

/** Signs every device but the caller's out, and revokes the API tokens too when asked. */
export async function signOutEverywhere(
  deps: SessionsDeps,
  { actor, input, source }: { actor: Actor; input: SignOutEverywhereInput; source: EventSource },
): Promise<SignOutEverywhereResult> {
  const { ended, others, revokedTokens } = await deps.db.transaction(async (tx) => {
    const live = await listLiveSessions(tx, actor.userId);
    const revokedTokens = input.revoke_api_tokens ? await deleteUserApiTokens(tx, actor.userId) : 0;
    const ended = await revokeUserSessions(tx, actor.userId, actor.sessionId);
    const others = live.filter((session) => session.id !== actor.sessionId).length;
    return { ended, others, revokedTokens };
  });
  await publishSessionsEnded(deps.bus, ended);
  await publishUserChangedToThemselves(deps.bus, actor.userId, source);
  return { ended_sessions: others, revoked_api_tokens: revokedTokens };
}
