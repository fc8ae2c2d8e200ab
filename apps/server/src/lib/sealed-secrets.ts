import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

/** The key file of the data folder, used when SECRETS_KEY is not set. */
export const SECRETS_KEY_FILE = 'secrets.key';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts a secret to store (AES-256-GCM, a fresh IV each time): `v1.<iv>.<tag>.<ciphertext>`,
 * each part base64url. The version lets a later format (or key) come beside this one.
 */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The secret sealed by `sealSecret` with this key; throws when the key is another or it was altered. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('not a sealed secret of format v1');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]);
  return plain.toString('utf8');
}

/**
 * The installation's key: SECRETS_KEY, else `<DATA_DIR>/secrets.key` (64 hex characters), made
 * now with 32 random bytes when missing (readable by this user only).
 */
export function loadSecretsKey(config: { secretsKey: Buffer | null; dataDir: string }): Buffer {
  if (config.secretsKey) return config.secretsKey;
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text)) {
    throw new ConfigError(
      `${file}: not a key of 64 hex characters; set SECRETS_KEY or remove the file`,
    );
  }
  return Buffer.from(text, 'hex');
}
