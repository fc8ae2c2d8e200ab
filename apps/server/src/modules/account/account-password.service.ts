import { routes, type ChangePasswordInput } from '@hangar/contracts';
import { publishSessionsEnded } from '../../events/session-events';
import { HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { mailTemplates } from '../../mail/templates';
import type { Actor } from '../../http/auth';
import type { EventSource } from '../../events/types';
import { publishUserChangedToThemselves } from './account.events';
import { deleteUserApiTokens } from '../api-tokens/api-tokens.service';
import { findUserByEmail, revokeUserSessions } from '../auth/auth.service';
import { markEmailTokenUsed, retireEmailTokens } from './account-email-tokens.repository';
import { createLinkToken, usableLinkToken, USED_LINK } from './account-link-tokens.service';
import type { AccountDeps } from './account.deps';
import { findUserById, isActivated, updateUser } from './account.repository';

const INCORRECT_PASSWORD = 'Incorrect password';

/** Mails a reset link, or a note that the address has no account: the answer is the same. */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  ip: string,
): Promise<void> {
  const { db, config, mailer, rateLimiter, rateLimits } = deps;
  await rateLimiter.consume(rateLimits.passwordLostPerIp, ip);
  await rateLimiter.consume(rateLimits.passwordLostPerAddress, email);
  const user = await findUserByEmail(db, email);
  if (!user || !isActivated(user)) {
    await mailer.send({
      to: email,
      ...mailTemplates.passwordResetNoAccount(`${config.publicUrl}${routes.signup()}`),
    });
    return;
  }
  await retireEmailTokens(db, 'password_reset', { userId: user.id });
  const token = await createLinkToken(db, {
    kind: 'password_reset',
    email: user.email,
    userId: user.id,
  });
  await mailer.send({
    to: user.email,
    ...mailTemplates.passwordReset(`${config.publicUrl}${routes.passwordReset(token)}`),
  });
}

export async function passwordResetLinkEmail(deps: AccountDeps, token: string, ip: string) {
  await deps.rateLimiter.consume(deps.rateLimits.tokenLinksPerIp, ip);
  return (await usableLinkToken(deps.db, 'password_reset', token)).email;
}

/**
 * Sets the new password, ends every session of the account and revokes its API tokens: whoever
 * made the owner lose the password may have made them too. The owner proved who they are
 * through their mailbox: the failed sign-ins that locked the account are forgotten.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { token: string; password: string },
  ip: string,
): Promise<void> {
  await deps.rateLimiter.consume(deps.rateLimits.tokenLinksPerIp, ip);
  const passwordHash = await hashPassword(input.password);
  const { user, ended } = await deps.db.transaction(async (tx) => {
    const row = await usableLinkToken(tx, 'password_reset', input.token);
    if (!row.userId || !(await markEmailTokenUsed(tx, row.id))) {
      throw HttpError.simple(409, USED_LINK);
    }
    const user = await updateUser(tx, row.userId, { passwordHash });
    await deleteUserApiTokens(tx, row.userId);
    return { user, ended: await revokeUserSessions(tx, row.userId) };
  });
  await publishSessionsEnded(deps.bus, ended);
  const failures = deps.rateLimits.signinFailuresPerAccount;
  await deps.rateLimiter.reset(failures, user.email);
  await deps.rateLimiter.reset(failures, String(user.id));
}

/** A password to check against an account's, and the body field to blame when it is wrong. */
export interface PasswordCheck {
  userId: number;
  password: string;
  field: string;
}

/** Checks the account's password or answers 422 on the given field. */
async function assertPassword(
  deps: AccountDeps,
  { userId, password, field }: PasswordCheck,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw HttpError.validation([{ loc: ['body', field], msg: INCORRECT_PASSWORD }]);
  }
}

/**
 * Checks a signed-in user's password before a sensitive change; failures count like failed
 * sign-ins, so the password cannot be guessed here either.
 */
export async function assertOwnPassword(deps: AccountDeps, check: PasswordCheck): Promise<void> {
  const { rateLimiter, rateLimits } = deps;
  const account = String(check.userId);
  await rateLimiter.check(rateLimits.signinFailuresPerAccount, account);
  try {
    await assertPassword(deps, check);
  } catch (error) {
    await rateLimiter.record(rateLimits.signinFailuresPerAccount, account);
    throw error;
  }
}

/**
 * Changes the password of a signed-in user; their other sessions end, and their API tokens too
 * when they ask (`revoke_api_tokens`), in the same transaction.
 */
export async function changePassword(
  deps: AccountDeps,
  { actor, input, source }: { actor: Actor; input: ChangePasswordInput; source: EventSource },
): Promise<void> {
  await assertOwnPassword(deps, {
    userId: actor.userId,
    password: input.current_password,
    field: 'current_password',
  });
  if (input.current_password === input.new_password) {
    throw HttpError.validation([
      { loc: ['body', 'new_password'], msg: 'Choose a password different from the current one' },
    ]);
  }
  const passwordHash = await hashPassword(input.new_password);
  const { ended, revokedTokens } = await deps.db.transaction(async (tx) => {
    await updateUser(tx, actor.userId, { passwordHash });
    const revokedTokens = input.revoke_api_tokens ? await deleteUserApiTokens(tx, actor.userId) : 0;
    return { ended: await revokeUserSessions(tx, actor.userId, actor.sessionId), revokedTokens };
  });
  await publishSessionsEnded(deps.bus, ended);
  if (revokedTokens > 0) await publishUserChangedToThemselves(deps.bus, actor.userId, source);
}
