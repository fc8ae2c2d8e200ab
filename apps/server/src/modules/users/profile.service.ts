import type { Me, UpdateMeInput } from '@hangar/contracts';
import { MEDIA_PREFIX } from '@hangar/contracts';
import { initials } from '@hangar/domain';
import type { Actor } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { findUpload } from '../uploads/uploads.repository';
import { assertPassword } from './password.service';
import type { UsersDeps } from './users.deps';
import {
  deleteUser,
  findUserById,
  hasPendingEmailChange,
  updateUser,
  type UserRow,
} from './users.repository';

/**
 * Asked before an account is deleted; a feature that must keep the account (the only owner of
 * a workspace with other members) answers with the reason.
 */
export type AccountDeletionCheck = (userId: number) => Promise<string | null>;

export function mediaPath(filename: string | null): string | null {
  return filename ? `${MEDIA_PREFIX}/${filename}` : null;
}

export async function presentMe(deps: Pick<UsersDeps, 'db'>, user: UserRow): Promise<Me> {
  return {
    id: user.id,
    email: user.email,
    fullname: user.fullname,
    avatar: mediaPath(user.avatar),
    initial: initials(user.fullname),
    pending_email_reset: await hasPendingEmailChange(deps.db, user.id),
  };
}

export async function loadMe(deps: Pick<UsersDeps, 'db'>, actor: Actor): Promise<Me> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw HttpError.simple(401, 'Not authenticated');
  return presentMe(deps, user);
}

export async function updateMe(
  deps: UsersDeps,
  actor: Actor,
  input: UpdateMeInput,
  source: string | null,
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
  return presentMe(deps, user);
}

export async function deleteAccount(
  deps: UsersDeps & { accountDeletionChecks: AccountDeletionCheck[] },
  actor: Actor,
  password: string,
): Promise<void> {
  await assertPassword(deps, actor.userId, password, 'password');
  for (const check of deps.accountDeletionChecks) {
    const reason = await check(actor.userId);
    if (reason) throw HttpError.simple(409, reason);
  }
  await deleteUser(deps.db, actor.userId);
}
