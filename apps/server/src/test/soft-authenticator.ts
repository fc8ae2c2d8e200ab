import type {
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
  passkeyAuthenticationResponse,
  passkeyRegistrationResponse,
} from '@hangar/contracts/passkeys';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { z } from 'zod';

/*
 * A WebAuthn authenticator in software, for server tests without a browser: a P-256 key per
 * passkey, attestation "none", and the client data a browser would add (no maintained package
 * does this for Node; Playwright's CDP authenticator covers the browser in e2e/passkeys.spec.ts).
 */

type RegistrationResponse = z.input<typeof passkeyRegistrationResponse>;
type AuthenticationResponse = z.input<typeof passkeyAuthenticationResponse>;

interface HeldPasskey {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

/** The passkey's public key as COSE (EC2, ES256, P-256), CBOR-encoded. */
function cosePublicKey(privateKey: KeyObject): Buffer {
  const jwk = privateKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) =>
    new Uint8Array(Buffer.from(value ?? '', 'base64url'));
  const key = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, coordinate(jwk.x)],
    [-3, coordinate(jwk.y)],
  ]);
  return Buffer.from(isoCBOR.encode(key));
}

/** The `PublicKeyCredential` a browser hands back for the passkey, around the response. */
function publicKeyCredential<Response>(passkey: HeldPasskey, response: Response) {
  const id = passkey.id.toString('base64url');
  return { id, rawId: id, type: 'public-key' as const, response, clientExtensionResults: {} };
}

export class SoftAuthenticator {
  private readonly held: HeldPasskey[] = [];

  /** `origin`: what the "browser" reports; `verifiesUser`: whether it checks a PIN or biometrics. */
  constructor(
    private readonly origin: string,
    private readonly verifiesUser = true,
  ) {}

  /** Makes a passkey for the options, as `navigator.credentials.create()` would answer. */
  register(options: PasskeyRegistrationOptions, origin = this.origin): RegistrationResponse {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const passkey = { id: randomBytes(16), privateKey, userHandle: options.user.id, counter: 0 };
    this.held.push(passkey);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(passkey.id.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      passkey.id,
      cosePublicKey(privateKey),
    ]);
    const flags =
      FLAG_USER_PRESENT | FLAG_ATTESTED_DATA | (this.verifiesUser ? FLAG_USER_VERIFIED : 0);
    const authData = authenticatorData(rpId, flags, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return publicKeyCredential(passkey, {
      clientDataJSON: clientData('webauthn.create', options.challenge, origin).toString(
        'base64url',
      ),
      attestationObject: Buffer.from(attestationObject).toString('base64url'),
      transports: ['internal'],
    });
  }

  /**
   * Signs the options' challenge with a passkey it holds (the first allowed, or the last made),
   * its counter one higher unless `counter` says which to sign, as `navigator.credentials.get()`.
   */
  authenticate(
    options: PasskeyAuthenticationOptions,
    { origin = this.origin, counter }: { origin?: string; counter?: number } = {},
  ): AuthenticationResponse {
    const allowed = new Set(options.allowCredentials?.map((credential) => credential.id));
    const passkey =
      allowed.size > 0
        ? this.held.find((candidate) => allowed.has(candidate.id.toString('base64url')))
        : this.held.at(-1);
    if (!passkey) throw new Error('The soft authenticator holds no passkey for these options');
    passkey.counter = counter ?? passkey.counter + 1;
    const rpId = options.rpId ?? new URL(origin).hostname;
    const flags = FLAG_USER_PRESENT | (this.verifiesUser ? FLAG_USER_VERIFIED : 0);
    const authData = authenticatorData(rpId, flags, passkey.counter);
    const client = clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(client)]), passkey.privateKey);
    return publicKeyCredential(passkey, {
      clientDataJSON: client.toString('base64url'),
      authenticatorData: authData.toString('base64url'),
      signature: signature.toString('base64url'),
      userHandle: passkey.userHandle,
    });
  }
}
