import { endpointPath } from '@hangar/contracts/endpoint';
import { passkeyEndpoints } from '@hangar/contracts/endpoints/passkeys';
import type { Passkey, PasskeyRemovalInput } from '@hangar/contracts/passkeys';
import { startRegistration } from '@simplewebauthn/browser';
import { apiRequest } from '../../api/client';
import { callEndpoint } from '../../api/endpoint-call';

/*
 * The account's passkeys (Profile & security): about the account, not a workspace, so no
 * workspace header.
 */

export async function fetchPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  const list = await callEndpoint(passkeyEndpoints.list, { signal, withoutWorkspace: true });
  return list.passkeys;
}

/**
 * Asks the server for the options, the browser for a new passkey (its own prompt: the
 * fingerprint, face or PIN of the device, or a security key), then keeps it under `name`.
 * Throws the browser's error when the person cancels the prompt.
 */
export async function addPasskey(name: string): Promise<Passkey> {
  const optionsJSON = await callEndpoint(passkeyEndpoints.registrationOptions, {
    withoutWorkspace: true,
  });
  const response = await startRegistration({ optionsJSON });
  return callEndpoint(passkeyEndpoints.register, {
    body: { name, response },
    withoutWorkspace: true,
  });
}

/** DELETE …/passkeys/{id} with the account's password (a 204, no JSON). */
export async function removePasskey(passkeyId: number, input: PasskeyRemovalInput): Promise<void> {
  const { remove } = passkeyEndpoints;
  await apiRequest(endpointPath(remove, { passkeyId }), {
    method: remove.method,
    body: input,
    withoutWorkspace: true,
  });
}
