import { FORM_MESSAGES, routes } from '@hangar/contracts';
import type { Actor } from '../../http/auth';
import { publishSessionsEnded } from '../../events/session-events';
import { HttpError } from '../../http/errors';
import { mailTemplates } from '../../mail/templates';
import { findUserByEmail, revokeUserSessions } from '../auth/auth.service';
import { markEmailTokenUsed, retireEmailTokens } from './account-email-tokens.repository';
import { createLinkToken, usableLinkToken, USED_LINK } from './account-link-tokens.service';
import type { AccountDeps } from './account.deps';
import { findUserById, updateUser } from './account.repository';

export { markEmailTokenUsed, retireEmailTokens } from './account-email-tokens.repository';

/** Sends a confirmation link to the new address; the address changes only when it is used. */
export async function requestEmailChange(
  deps: AccountDeps,
  actor: Actor,
  email: string,
): Promise<void> {
  const { db, config, mailer, rateLimiter, rateLimits } = deps;
  const user = await findUserById(db, actor.userId);
  if (!user) throw HttpError.simple(401, 'Not authenticated');
  if (user.email === email) {
    throw HttpError.validation([{ loc: ['body', 'email'], msg: FORM_MESSAGES.notCurrentEmail }]);
  }
  await rateLimiter.consume(rateLimits.emailChangePerUser, String(user.id));
  await rateLimiter.consume(rateLimits.signupEmailPerAddress, email);
  await retireEmailTokens(db, 'email_change', { userId: user.id });
  const token = await createLinkToken(db, { kind: 'email_change', email, userId: user.id });
  await mailer.send({
    to: email,
    ...mailTemplates.emailChange(`${config.publicUrl}${routes.emailReset(token)}`),
  });
}

/**
 * Moves the account to the confirmed address and ends every session: the user signs in anew
 * with the address this returns.
 */
export async function confirmEmailChange(
  deps: AccountDeps,
  token: string,
  meta: { ip: string; source: string | null },
) {
  await deps.rateLimiter.consume(deps.rateLimits.tokenLinksPerIp, meta.ip);
  const { userId, email, ended } = await deps.db.transaction(async (tx) => {
    const row = await usableLinkToken(tx, 'email_change', token);
    if (!row.userId || !(await markEmailTokenUsed(tx, row.id))) {
      throw HttpError.simple(409, USED_LINK);
    }
    const owner = await findUserByEmail(tx, row.email);
    if (owner && owner.id !== row.userId) {
      throw HttpError.simple(409, 'This address is already used by another account.');
    }
    await updateUser(tx, row.userId, { email: row.email });
    return {
      userId: row.userId,
      email: row.email,
      ended: await revokeUserSessions(tx, row.userId),
    };
  });
  await publishSessionsEnded(deps.bus, ended);
  for (const hook of deps.profileChangeHooks) await hook(userId, meta.source);
  return email;
}
