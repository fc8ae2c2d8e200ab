import { emailField } from '@hangar/contracts';
import { MAX_FULLNAME_LENGTH } from '@hangar/domain';
import type { IDToken } from 'openid-client';
import type { Database } from '../../db/client';
import { findUserByEmail } from '../auth/auth.service';
import { insertUser, isActivated, updateUser } from '../account/account.service';
import { SSO_REFUSALS } from './sso-errors';
import { linkIdentity, useIdentity } from './sso-identities.repository';

/** Who the provider says signed in: its identity for them, a verified address and a name. */
export interface SsoPerson {
  issuer: string;
  subject: string;
  email: string;
  fullname: string;
}

function nameFrom(claims: IDToken, email: string): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const given = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  const name = text(claims.name) || given || email.split('@')[0] || email;
  return name.slice(0, MAX_FULLNAME_LENGTH);
}

/**
 * The provider verified the address: `email_verified`, or Microsoft Entra's `xms_edov` (its
 * tenant verified the address's domain; Entra never sends `email_verified`, and its `email` is
 * otherwise whatever an administrator typed).
 */
function verifiedAddress(claims: IDToken): boolean {
  return claims.email_verified === true || claims.xms_edov === true || claims.xms_edov === 1;
}

/**
 * The person of an ID token whose e-mail address the provider verified. An address it did not
 * verify never links an account: anyone may claim anyone's address at some providers.
 */
export function personFrom(claims: IDToken): SsoPerson {
  const email = emailField.safeParse(claims.email);
  if (!verifiedAddress(claims) || !email.success) throw SSO_REFUSALS.unverifiedEmail();
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: email.data,
    fullname: nameFrom(claims, email.data),
  };
}

/**
 * The account of the person: the one their identity is linked to, else the one of their verified
 * address (linked now), else a new one. `unusablePasswordHash` completes an account that has none
 * (new, or invited and never completed): no one knows its password, the reset link sets one.
 */
export async function accountOf(
  tx: Database,
  person: SsoPerson,
  unusablePasswordHash: string,
): Promise<number> {
  const linked = await useIdentity(tx, person);
  if (linked !== null) return linked;
  const values = { fullname: person.fullname, passwordHash: unusablePasswordHash };
  const user =
    (await findUserByEmail(tx, person.email)) ??
    (await insertUser(tx, { email: person.email, ...values })) ??
    (await findUserByEmail(tx, person.email));
  if (!user) throw new Error(`no account for ${person.email} after inserting it`);
  if (!isActivated(user)) {
    await updateUser(tx, user.id, { ...values, fullname: user.fullname || person.fullname });
  }
  if (await linkIdentity(tx, { ...person, userId: user.id })) return user.id;
  // Another sign-in of the same person linked it first.
  return (await useIdentity(tx, person)) ?? user.id;
}
