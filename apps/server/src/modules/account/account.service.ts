import type { Me, UpdateMeInput } from '@hangar/contracts';
import { publishSessionsEnded } from '../../events/session-events';
import type { EventSource } from '../../events/types';
import type { Actor } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { revokeUserSessions } from '../auth/auth.service';
import { findUpload } from '../uploads/uploads.service';
import { assertOwnPassword } from './account-password.service';
import type { AccountDeletionHook, AccountDeps, BeforeAccountDeletionHook } from './account.deps';
import { deleteUser, findUserById, hasPendingEmailChange, updateUser } from './account.repository';
import { presentMe } from './account.presenter';

export { mediaPath } from './account.presenter';
export {
  findUserById,
  findUsersByIds,
  insertUser,
  isActivated,
  updateUser,
} from './account.repository';

export async function loadMe(deps: Pick<AccountDeps, 'db'>, actor: Actor): Promise<Me> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw HttpError.simple(401, 'Not authenticated');
  return presentMe(user, await hasPendingEmailChange(deps.db, user.id));
}

export async function updateMe(
  deps: AccountDeps,
  { actor, input, source }: { actor: Actor; input: UpdateMeInput; source: EventSource },
): Promise<Me> {
  if (input.avatar) {
    const upload = await findUpload(deps.db, input.avatar);
    if (!upload || upload.userId !== actor.userId) {
      throw HttpError.validation([{ loc: ['body', 'avatar'], msg: 'Unknown file' }]);
    }
  }
  const user = await updateUser(deps.db, actor.userId, {
    ...(input.fullname !== undefined ? { fullname: input.fullname.trim() } : {}),
    ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
  });
  for (const hook of deps.profileChangeHooks) await hook(user.id, source);
  return presentMe(user, await hasPendingEmailChange(deps.db, user.id));
}

/** Deletes the account, its sessions, and what only it could reach, in one transaction. */
export async function deleteAccount(
  deps: AccountDeps & {
    accountDeletionHooks: AccountDeletionHook[];
    beforeAccountDeletionHooks: BeforeAccountDeletionHook[];
  },
  actor: Actor,
  password: string,
): Promise<void> {
  await assertOwnPassword(deps, { userId: actor.userId, password, field: 'password' });
  for (const hook of deps.beforeAccountDeletionHooks) await hook(actor.userId);
  const { ended, afterCommit } = await deps.db.transaction(async (tx) => {
    const afterCommit: (() => Promise<unknown>)[] = [];
    for (const hook of deps.accountDeletionHooks) {
      const after = await hook(tx, actor.userId);
      if (after) afterCommit.push(after);
    }
    const ended = await revokeUserSessions(tx, actor.userId);
    await deleteUser(tx, actor.userId);
    return { ended, afterCommit };
  });
  await publishSessionsEnded(deps.bus, ended);
  for (const after of afterCommit) await after();
}
