import { signupEndpoints } from '@hangar/contracts/endpoints/signup';
import { callEndpoint } from '../../api/endpoint-call';

/**
 * POST /users/signup/email: sends the verification link. The answer is the same whether or not
 * the address already has an account (its owner gets a mail saying so instead).
 */
export async function sendSignupEmail(email: string): Promise<void> {
  await callEndpoint(signupEndpoints.sendEmail, {
    body: { email },
    accessToken: null,
    withoutWorkspace: true,
  });
}

/** What /signup/verify-email receives from the e-mail step, through the router's state. */
export interface VerifyEmailState {
  email: string;
}

export function verifyEmailState(state: unknown): VerifyEmailState | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' ? { email: state.email } : null;
}
