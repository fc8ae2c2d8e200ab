import {
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
  type passkeyAuthenticationResponse,
  type passkeyRegistrationResponse,
} from '@hangar/contracts/passkeys';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Config } from '../../config';

/** How long the browser's prompt may wait; its challenge is good as long. */
export const WEBAUTHN_TTL_MS = 5 * 60_000;

type RegistrationResponse = z.output<typeof passkeyRegistrationResponse>;
type AuthenticationResponse = z.output<typeof passkeyAuthenticationResponse>;
type KnownCredential = { credentialId: string; transports: string[] };

/** The site passkeys belong to: the host of the public URL, and its origin the browser reports. */
function relyingParty(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** A new opaque WebAuthn user handle (nothing of the account in it). */
export function newUserHandle(): string {
  return randomBytes(32).toString('base64url');
}

/** The challenge the browser's answer says it signed, or null when its client data is unreadable. */
export function signedChallengeOf(clientDataJSON: string): string | null {
  try {
    return decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
}

const descriptors = (credentials: KnownCredential[]) =>
  credentials.map((credential) => ({
    id: credential.credentialId,
    transports: credential.transports.filter(isTransport),
  }));

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type Transport = (typeof TRANSPORTS)[number];
function isTransport(value: string): value is Transport {
  return TRANSPORTS.some((transport) => transport === value);
}

/**
 * The options of the browser's `create()`: a passkey kept on the device when it can. (The
 * library types some of its fields as plain strings; the contract's schema narrows them.)
 */
export async function registrationOptions(
  config: Pick<Config, 'publicUrl'>,
  input: { userHandle: string; email: string; displayName: string; existing: KnownCredential[] },
): Promise<PasskeyRegistrationOptions> {
  const options = await generateRegistrationOptions({
    rpName: 'Hangar',
    rpID: relyingParty(config).rpID,
    userID: isoBase64URL.toBuffer(input.userHandle),
    userName: input.email,
    userDisplayName: input.displayName,
    timeout: WEBAUTHN_TTL_MS,
    attestationType: 'none',
    excludeCredentials: descriptors(input.existing),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return passkeyRegistrationOptions.parse(options);
}

/** The options of the browser's `get()`; no credentials listed lets it offer any of this site. */
export async function authenticationOptions(
  config: Pick<Config, 'publicUrl'>,
  allowed: KnownCredential[],
): Promise<PasskeyAuthenticationOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    timeout: WEBAUTHN_TTL_MS,
    allowCredentials: descriptors(allowed),
    userVerification: 'preferred',
  });
  return passkeyAuthenticationOptions.parse(options);
}

/** The new passkey when the browser's answer verifies (this site, this challenge), else null. */
export async function verifiedRegistration(
  config: Pick<Config, 'publicUrl'>,
  response: RegistrationResponse,
  expectedChallenge: string,
) {
  const { rpID, origin } = relyingParty(config);
  try {
    const transports = response.response.transports?.filter(isTransport);
    const verification = await verifyRegistrationResponse({
      response: { ...response, response: { ...response.response, transports } },
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verification.verified) return null;
    const { credential } = verification.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

/**
 * The counter the authenticator signed and whether it checked the user (PIN, biometrics) when
 * its answer verifies against the passkey kept here, else null. The counter is compared by the
 * caller, in the statement that stores it (two sign-ins at once cannot both pass).
 */
export async function verifiedAuthentication(
  config: Pick<Config, 'publicUrl'>,
  input: {
    response: AuthenticationResponse;
    expectedChallenge: string;
    passkey: KnownCredential & { publicKey: string };
  },
) {
  const { rpID, origin } = relyingParty(config);
  try {
    const verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: input.expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: input.passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(input.passkey.publicKey),
        counter: 0,
      },
      requireUserVerification: false,
    });
    if (!verification.verified) return null;
    const { newCounter, userVerified } = verification.authenticationInfo;
    return { counter: newCounter, userVerified };
  } catch {
    return null;
  }
}
