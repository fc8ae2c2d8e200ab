import { twoFactorEndpoints } from '@hangar/contracts/endpoints/two-factor';
import type {
  TotpConfirmInput,
  TotpSetup,
  TwoFactorPasswordInput,
  TwoFactorStatus,
} from '@hangar/contracts/two-factor';
import { callEndpoint } from '../../api/endpoint-call';

/*
 * Two-factor in Profile & security: about the account, not a workspace, so no workspace header.
 */

export function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return callEndpoint(twoFactorEndpoints.status, { signal, withoutWorkspace: true });
}

/** A new secret for the authenticator app, with its QR code; on once a code confirms it. */
export function setUpTotp(): Promise<TotpSetup> {
  return callEndpoint(twoFactorEndpoints.setupTotp, { withoutWorkspace: true });
}

/** Turns two-factor on; answers the ten recovery codes, shown once. */
export async function confirmTotp(input: TotpConfirmInput): Promise<string[]> {
  const answer = await callEndpoint(twoFactorEndpoints.confirmTotp, {
    body: input,
    withoutWorkspace: true,
  });
  return answer.recovery_codes;
}

/** Ten new recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(input: TwoFactorPasswordInput): Promise<string[]> {
  const answer = await callEndpoint(twoFactorEndpoints.renewRecoveryCodes, {
    body: input,
    withoutWorkspace: true,
  });
  return answer.recovery_codes;
}

export function turnOffTwoFactor(input: TwoFactorPasswordInput): Promise<TwoFactorStatus> {
  return callEndpoint(twoFactorEndpoints.turnOff, { body: input, withoutWorkspace: true });
}
