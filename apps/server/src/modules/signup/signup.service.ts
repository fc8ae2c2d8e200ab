import { routes, type SignupProfileInput } from '@hangar/contracts';
import { hashPassword } from '../../lib/passwords';
import { HttpError } from '../../http/errors';
import { mailTemplates } from '../../mail/templates';
import type { SessionTokens } from '../auth/auth-session-tokens';
import { findUserByEmail, startSession } from '../auth/auth.service';
import { markEmailTokenUsed, retireEmailTokens } from '../account/account-email.service';
import {
  createLinkToken,
  usableLinkToken,
  USED_LINK,
} from '../account/account-link-tokens.service';
import type { SignupDeps } from './signup.deps';
import { insertUser, isActivated, updateUser } from '../account/account.service';

/**
 * Sends the sign-up link, or, when the address already has an account, a reminder to sign in:
 * the caller gets the same answer either way, so no one learns which addresses have accounts.
 */
export async function requestSignup(deps: SignupDeps, email: string, ip: string): Promise<void> {
  const { db, config, mailer, rateLimiter, rateLimits } = deps;
  await rateLimiter.consume(rateLimits.signupEmailPerIp, ip);
  await rateLimiter.consume(rateLimits.signupEmailPerAddress, email);
  const existing = await findUserByEmail(db, email);
  if (existing && isActivated(existing)) {
    await mailer.send({
      to: email,
      ...mailTemplates.signupExistingAccount(
        `${config.publicUrl}${routes.signin()}`,
        `${config.publicUrl}${routes.passwordLost()}`,
      ),
    });
    return;
  }
  await retireEmailTokens(db, 'signup', { email });
  const token = await createLinkToken(db, { kind: 'signup', email, userId: null });
  await mailer.send({
    to: email,
    ...mailTemplates.signupVerification(`${config.publicUrl}${routes.signupProfile(token)}`),
  });
}

/** The address a sign-up link was sent to, or the link's error. */
export async function signupLinkEmail(deps: SignupDeps, token: string, ip: string) {
  await deps.rateLimiter.consume(deps.rateLimits.tokenLinksPerIp, ip);
  const row = await usableLinkToken(deps.db, 'signup', token);
  const existing = await findUserByEmail(deps.db, row.email);
  if (existing && isActivated(existing)) throw HttpError.simple(409, USED_LINK);
  return row.email;
}

/** Creates the account of a confirmed address and signs its owner in. */
export async function completeSignup(
  deps: SignupDeps,
  input: SignupProfileInput,
  meta: { ip: string; userAgent: string | null },
): Promise<SessionTokens> {
  const { db, config, rateLimiter, rateLimits } = deps;
  await rateLimiter.consume(rateLimits.tokenLinksPerIp, meta.ip);
  const passwordHash = await hashPassword(input.password);
  const afterCommit: (() => Promise<unknown>)[] = [];
  const tokens = await db.transaction(async (tx) => {
    const row = await usableLinkToken(tx, 'signup', input.token);
    if (!(await markEmailTokenUsed(tx, row.id))) throw HttpError.simple(409, USED_LINK);
    const values = { fullname: input.fullname.trim(), passwordHash };
    const invited = await findUserByEmail(tx, row.email);
    if (invited && isActivated(invited)) throw HttpError.simple(409, USED_LINK);
    const user = invited
      ? await updateUser(tx, invited.id, values)
      : await insertUser(tx, { email: row.email, ...values });
    if (!user) throw HttpError.simple(409, USED_LINK);
    for (const hook of deps.signupHooks) {
      const then = await hook(tx, user.id, input);
      if (then) afterCommit.push(then);
    }
    return startSession(tx, config, { userId: user.id, ...meta });
  });
  for (const then of afterCommit) await then();
  return tokens;
}
