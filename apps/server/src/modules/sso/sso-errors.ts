import * as oidc from 'openid-client';
import { HttpError } from '../../http/errors';

const START_AGAIN = 'Start again from the sign-in page.';

/** The refusals of a sign-in's callback, before the provider is asked anything. */
export const SSO_REFUSALS = {
  unknownProvider: () => HttpError.notFound('This single sign-on provider is not set up.'),
  unknownState: () => HttpError.simple(400, `This sign-in is unknown to Hangar. ${START_AGAIN}`),
  otherBrowser: () =>
    HttpError.simple(400, `This sign-in was started in another browser. ${START_AGAIN}`),
  used: () => HttpError.simple(409, `This sign-in was already used. ${START_AGAIN}`),
  expired: () => HttpError.simple(410, `This sign-in took too long. ${START_AGAIN}`),
  unverifiedEmail: () =>
    HttpError.simple(
      401,
      'The sign-in provider did not confirm that this e-mail address is yours: ' +
        'verify it there, or sign in with your password.',
    ),
  unreachable: () => HttpError.simple(502, 'The sign-in provider cannot be reached. Try again.'),
};

/** The claim or parameter an openid-client check failed on (`iss`, `exp`...), if it says. */
function failedOn(error: oidc.ClientError): string | null {
  const details = error.cause instanceof Error ? error.cause.cause : null;
  if (!details || typeof details !== 'object' || !('claim' in details)) return null;
  return typeof details.claim === 'string' ? details.claim : null;
}

function idTokenRefusal(error: oidc.ClientError): string {
  const claim = failedOn(error);
  if (error.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') {
    return claim === 'exp'
      ? 'The ID token from the sign-in provider has expired.'
      : 'The ID token from the sign-in provider is not valid at this time (check the clocks).';
  }
  if (claim === 'iss') return 'The ID token was issued by another provider than this one.';
  if (claim === 'aud') return 'The ID token was issued to another application.';
  if (claim === 'nonce') return 'The ID token belongs to another sign-in.';
  const reason = error.cause instanceof Error ? error.cause.message : error.message;
  if (reason.includes('"iss"')) {
    return reason.includes('missing')
      ? 'The answer does not name the provider that sent it.'
      : 'The answer comes from another provider than this one.';
  }
  return `The sign-in provider's answer could not be verified (${reason}).`;
}

/** The 4xx (502 when unreachable) a failure of the provider's answer or exchange gives. */
export function providerRefusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof oidc.AuthorizationResponseError) {
    const said = error.error_description ?? error.error;
    return HttpError.simple(401, `The sign-in provider refused: ${said}. ${START_AGAIN}`);
  }
  if (error instanceof oidc.ResponseBodyError) {
    return HttpError.simple(
      401,
      `The sign-in provider refused the sign-in code (${error.error}). ${START_AGAIN}`,
    );
  }
  if (error instanceof oidc.WWWAuthenticateChallengeError) {
    // The provider did not take Hangar's credentials (a wrong client secret): its own error.
    const said = error.cause[0]?.parameters.error ?? `HTTP ${error.status}`;
    return HttpError.simple(
      401,
      `The sign-in provider refused Hangar’s client credentials (${said}). ${START_AGAIN}`,
    );
  }
  if (error instanceof oidc.ClientError) {
    return HttpError.simple(401, `${idTokenRefusal(error)} ${START_AGAIN}`);
  }
  return SSO_REFUSALS.unreachable();
}
