import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TWO_FACTOR_SECRET_UNREADABLE } from '@hangar/contracts/two-factor';
import { HttpError } from '../../http/errors';
import { openSecret, sealSecret } from '../../lib/sealed-secrets';

/** The name authenticator apps show beside the account's e-mail address. */
const ISSUER = 'Hangar';
/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 s steps. */
const PERIOD_SECONDS = 30;
/** One step each way (30 s) for the clocks of the phone and the server to differ. */
const ALLOWED_CLOCK_SKEW_STEPS = 1;
/** 160 bits, the size RFC 4226 recommends for an HMAC-SHA-1 key. */
const SECRET_BYTES = 20;

function totpOf(secretBase32: string, email = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh secret (base32), the otpauth:// URI an app reads, and that URI as a QR code. */
export async function newTotpSecret(email: string) {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const uri = totpOf(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The time step the code belongs to when it is right for now (give or take the allowed skew),
 * else null. The caller refuses a step at or before the last one accepted (a replayed code).
 */
export function acceptedTotpStep(
  secretBase32: string,
  code: string,
  now = Date.now(),
): number | null {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: now,
    window: ALLOWED_CLOCK_SKEW_STEPS,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The app's secret as stored: sealed with the installation's key (lib/sealed-secrets.ts). */
export const sealTotpSecret = sealSecret;

/**
 * The app's secret from its stored form. Rows set up before secrets were sealed hold it in clear
 * (base32 has no dot, a sealed secret starts with its version) until `sealClearTotpSecrets`.
 */
export function openTotpSecret(key: Buffer, stored: string): string {
  if (!stored.includes('.')) return stored;
  try {
    return openSecret(key, stored);
  } catch (error) {
    throw Object.assign(HttpError.simple(409, TWO_FACTOR_SECRET_UNREADABLE), { cause: error });
  }
}
